import { memo, useEffect, useState } from "react";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from "@mui/material";
import { useBatchWrite } from "../useBatchWrite";

const SAVE_ERROR = "Failed to update Master Key";

/** 'Update Custom Prompt': a master-key record's custom prompt, saved with PATCH /value-list-data/:id {customPrompt}. */
export const CustomPromptModal = memo(function CustomPromptModal({
  record,
  onClose,
  onSaved,
}: {
  record: { _id: string; value: string; customPrompt: string } | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const write = useBatchWrite();
  const [prompt, setPrompt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!record) return;
    setPrompt(record.customPrompt ?? "");
    setError(null);
  }, [record]);

  const save = async () => {
    if (!record) return;
    setSaving(true);
    setError(null);
    try {
      await write(`/value-list-data/${encodeURIComponent(record._id)}`, {
        method: "patch",
        body: { customPrompt: prompt },
        fallbackError: SAVE_ERROR,
      });
      onSaved();
    } catch (err) {
      setError((err instanceof Error && err.message) || SAVE_ERROR);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={!!record}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="custom-prompt-title"
    >
      <DialogTitle id="custom-prompt-title">Update Custom Prompt</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label="Master Key"
            value={record?.value ?? ""}
            fullWidth
            slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          />
          <TextField
            label="Custom Prompt"
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            fullWidth
            multiline
            minRows={6}
            maxRows={16}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
});
