import { memo, useEffect, useMemo, useState } from "react";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from "@mui/material";
import { DEFAULT_SPLIT_ACTION, type SplitAction } from "../../../domain/entities";
import { useBatchWrite } from "../useBatchWrite";
import { SelectInput } from "../../components/SelectInput";
import { firstMatch, isValidRegex, textInside } from "./workspaceModel";
import type { TextAnnotationPage } from "../../../domain/batch/textAnnotation";
import type { MasterKeyRecordView, TriggerDraft } from "./types";

const SAVE_ERROR = "Failed to update Master Key";

type Errors = Partial<Record<"masterKey" | "text" | "regEx" | "match", string>>;

/**
 * 'Configure OCR Trigger': the rectangle just drawn (or moved) on a page becomes the OCR trigger of a
 * master-key record. Text is what the server will read inside the rectangle; the match is computed
 * live. Saved with PATCH /value-list-data/:id {ocrTrigger}; a record's trigger can be removed.
 */
export const OcrTriggerModal = memo(function OcrTriggerModal({
  draft,
  annotationPage,
  records,
  categoryName,
  defaultRecordId,
  onClose,
  onSaved,
}: {
  draft: TriggerDraft | null;
  annotationPage: TextAnnotationPage | undefined;
  records: MasterKeyRecordView[];
  categoryName: string | null;
  defaultRecordId: string | null;
  onClose: () => void;
  /** Saved or removed: a sentence saying which record's trigger. */
  onSaved: (message: string) => void;
}) {
  const write = useBatchWrite();
  const [recordId, setRecordId] = useState("");
  const [regEx, setRegEx] = useState("");
  const [splitAction, setSplitAction] = useState<SplitAction>(DEFAULT_SPLIT_ACTION);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Every opening starts from the rectangle and the record it belongs to.
  useEffect(() => {
    if (!draft) return;
    const id = draft.recordId ?? defaultRecordId ?? "";
    const record = records.find((r) => r._id === id);
    setRecordId(records.some((r) => r._id === id) ? id : "");
    setRegEx(draft.regEx ?? record?.ocrTrigger?.regEx ?? "");
    setSplitAction(draft.splitAction ?? record?.ocrTrigger?.splitAction ?? DEFAULT_SPLIT_ACTION);
    setErrors({});
    setServerError(null);
  }, [draft]);

  const text = useMemo(() => (draft ? textInside(annotationPage, draft.rect) : ""), [draft, annotationPage]);
  const validRegex = regEx === "" || isValidRegex(regEx);
  const match = regEx && validRegex ? firstMatch(text, regEx) : "";
  const record = records.find((r) => r._id === recordId);

  const check = (): Errors => {
    const e: Errors = {};
    if (!recordId) e.masterKey = "Master Key is required";
    if (!text) e.text = "Text is required";
    if (!regEx) e.regEx = "Regular expression is required";
    else if (!validRegex) e.regEx = "Invalid regex";
    if (!match) e.match = "Regular expression Match is required";
    return e;
  };

  const send = async (ocrTrigger: unknown) => {
    setSaving(true);
    setServerError(null);
    try {
      await write(`/value-list-data/${encodeURIComponent(recordId)}`, {
        method: "patch",
        body: { ocrTrigger },
        fallbackError: SAVE_ERROR,
      });
      onSaved(`OCR trigger of ${record?.value ?? "the master key"} ${ocrTrigger ? "saved" : "removed"}`);
    } catch (err) {
      setServerError((err instanceof Error && err.message) || SAVE_ERROR);
    } finally {
      setSaving(false);
    }
  };

  const save = () => {
    const e = check();
    setErrors(e);
    if (Object.keys(e).length || !draft) return;
    void send({ ...draft.rect, page: draft.page, regEx, splitAction, text });
  };

  return (
    <Dialog
      open={!!draft}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="ocr-trigger-title"
    >
      <DialogTitle id="ocr-trigger-title">Configure OCR Trigger</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          {!records.length && (
            <Alert severity="info">
              {categoryName
                ? `The value list ${categoryName} has no records yet.`
                : "The class of this page has no master key."}
            </Alert>
          )}
          <SelectInput
            label="Master Key"
            required
            fullWidth
            value={recordId}
            options={records.map((r) => ({
              value: r._id,
              label: r.ocrTrigger ? `${r.value} (has a trigger)` : r.value,
            }))}
            onChange={(v) => {
              setRecordId(v);
              const r = records.find((x) => x._id === v);
              if (r?.ocrTrigger && !regEx) setRegEx(r.ocrTrigger.regEx);
              setErrors((e) => ({ ...e, masterKey: undefined }));
            }}
            error={!!errors.masterKey}
            helperText={errors.masterKey ?? (categoryName ? `Records of ${categoryName}` : undefined)}
          />
          <TextField
            label="Text"
            required
            fullWidth
            multiline
            minRows={2}
            maxRows={6}
            value={text}
            slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
            error={!!errors.text}
            helperText={errors.text ?? (text ? "The words inside the rectangle" : "No words inside the rectangle")}
          />
          <TextField
            label="Regular expression"
            required
            fullWidth
            value={regEx}
            onChange={(e) => {
              setRegEx(e.target.value);
              setErrors((x) => ({ ...x, regEx: undefined, match: undefined }));
            }}
            error={!!errors.regEx || !validRegex}
            helperText={errors.regEx ?? (!validRegex ? "Invalid regex" : undefined)}
            slotProps={{
              htmlInput: { spellCheck: false, style: { fontFamily: "monospace" } },
              inputLabel: { shrink: true },
            }}
          />
          <TextField
            label="Regular expression Match"
            required
            fullWidth
            value={match}
            slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
            error={!!errors.match}
            helperText={
              errors.match ??
              (regEx && validRegex && !match ? "The regular expression does not match the text" : undefined)
            }
          />
          <FormControl>
            <FormLabel id="ocr-split-action">Split action</FormLabel>
            <RadioGroup
              row
              aria-labelledby="ocr-split-action"
              value={splitAction}
              onChange={(e) => setSplitAction(e.target.value as SplitAction)}
            >
              <FormControlLabel value="FIRST_PAGE" control={<Radio size="small" />} label="First page" />
              <FormControlLabel value="LAST_PAGE" control={<Radio size="small" />} label="Last page" />
            </RadioGroup>
            <FormHelperText sx={{ mx: 0 }}>
              Whether a page where the trigger matches starts or ends a document.
            </FormHelperText>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        {record?.ocrTrigger && (
          <Button color="error" onClick={() => void send(null)} disabled={saving} sx={{ mr: "auto" }}>
            Remove Trigger
          </Button>
        )}
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
});
