import { useCan, useNavigation } from "@refinedev/core";
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  FormControlLabel,
  Link,
  Stack,
  Switch,
  Tab,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from "@mui/material";
import CheckIcon from "@mui/icons-material/Check";
import KeyboardIcon from "@mui/icons-material/KeyboardOutlined";
import { Link as RouterLink } from "react-router";
import { DeleteDialog } from "../../components/DeleteDialog";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { DocumentList } from "./DocumentList";
import { DocumentMenu } from "./DocumentMenu";
import {
  addTableRow,
  checkThresholdOf,
  deleteTableRow,
  duplicateLabel,
  editCell,
  editProperty,
  isEditable,
  pagesLabel,
  propertyError,
} from "./extractionModel";
import { FieldsTab } from "./FieldsTab";
import { SHORTCUT_HINT } from "./keyboard";
import { ParsedDataTab } from "./ParsedDataTab";
import { HighlightViewer } from "./HighlightViewer";
import { TablesTab } from "./TablesTab";
import { useDocumentView, type DataTab } from "./useDocumentView";
import { useExtractionCommands } from "./useExtractionCommands";
import { useExtractionDraft } from "./useExtractionDraft";
import { useFieldChoices } from "./useFieldChoices";
import { useFieldNavigation } from "./useFieldNavigation";
import { useFillHeight } from "./useFillHeight";

interface ExtractionPaneProps {
  batch: any;
  onReload: () => void;
  /** Told whether the pane holds edits not saved yet. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The Extraction view of the batch workspace (spec 01): documents on the left, the document's PDF and its
 * data (Fields, Tables, Parsed Data) on the right. Edits and confirmations stay here until the batch is
 * validated (PATCH /batch/extractionvalidate/{id}); every PATCH carries the batch version it changes.
 * The hooks own the state: the working copy (useExtractionDraft), the open document's view (useDocumentView), the
 * keyboard (useFieldNavigation) and the calls (useExtractionCommands); this renders them.
 */
export function ExtractionPane({ batch, onReload, onDirtyChange }: ExtractionPaneProps) {
  const { editUrl } = useNavigation();
  const editable = isEditable(batch);
  // The server re-processes a document only while the batch waits for the extraction to be validated.
  const canReprocess = !!useCan({ resource: "batches", action: "reprocess" }).data?.can && editable;
  // Issue 15: the job's threshold this batch was extracted with; below it a value is marked 'check'.
  const threshold = checkThresholdOf(batch);
  const draft = useExtractionDraft(batch, onDirtyChange);
  const choices = useFieldChoices(draft.batchId);
  const view = useDocumentView(draft.batchId, draft.selectedKey, draft.doc);
  const nav = useFieldNavigation(editable);
  const commands = useExtractionCommands({ draft, view, nav, editable, onReload });
  const { docs, doc, dirty, stale, conflict, counts, listed, selectedKey, filter, changeFilter, update, checks } =
    draft;
  const {
    show,
    setShow,
    showDocument,
    showData,
    tab,
    chooseTab,
    page,
    setPage,
    pdf,
    highlights,
    focusField,
    focusCell,
  } = view;
  const { dataRef, confirmRef, validateRef, checkOnly, setCheckOnly, onDataKeyDown } = nav;
  const {
    busy,
    dialog,
    setDialog,
    dialogDoc,
    open,
    confirmAndNext,
    unconfirm,
    validate,
    reprocess,
    notDuplicate,
    remove,
    reload,
  } = commands;

  const readOnly = !editable;
  const fieldErrors = doc ? doc.properties.filter((p) => propertyError(p)).length : 0;
  const frame = useFillHeight<HTMLDivElement>([!!conflict, stale, readOnly, editable]);

  return (
    <Stack spacing={1} data-testid="extraction-pane">
      {conflict && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              Reload
            </Button>
          }
        >
          {conflict}
        </Alert>
      )}
      {stale && !conflict && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              Reload
            </Button>
          }
        >
          This batch was changed meanwhile. Your changes here are not saved: reload to see the current state.
        </Alert>
      )}
      {readOnly && (
        <Alert severity="info">
          {batch?.workflow?.extractionValidated
            ? "The extraction of this batch is validated."
            : "Read only: this batch is not waiting for the extraction to be validated."}
        </Alert>
      )}

      <Stack direction="row" alignItems="center" spacing={2} flexWrap="wrap" useFlexGap>
        <ToggleButtonGroup
          size="small"
          value={show}
          onChange={(_, v: string[]) => v.length && setShow(v)}
          aria-label="Show document and data"
        >
          <ToggleButton value="document">Document</ToggleButton>
          <ToggleButton value="data">Data</ToggleButton>
        </ToggleButtonGroup>
        <Typography
          variant="body2"
          color="text.secondary"
        >{`${counts.validated} of ${counts.all} documents confirmed`}</Typography>
        {dirty && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label="Unsaved changes"
            title="Changes and confirmations are saved when you validate the batch"
          />
        )}
        <Box sx={{ flex: 1 }} />
        {editable && (
          <Button
            ref={validateRef}
            variant="contained"
            onClick={() => validate()}
            disabled={!!busy || !docs.length}
            startIcon={busy === "validate" ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Validate
          </Button>
        )}
      </Stack>
      {editable && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: "flex", alignItems: "center", gap: 0.5 }}
          data-testid="shortcut-hint"
        >
          <KeyboardIcon fontSize="small" />
          {SHORTCUT_HINT}
          <FormControlLabel
            sx={{ ml: 1 }}
            control={<Switch size="small" checked={checkOnly} onChange={(e) => setCheckOnly(e.target.checked)} />}
            label={<Typography variant="caption">Enter visits only values to check</Typography>}
          />
        </Typography>
      )}

      <Box
        ref={frame.ref}
        sx={{
          display: "flex",
          height: frame.height,
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          overflow: "hidden",
        }}
      >
        <Box sx={{ width: 190, flexShrink: 0, borderRight: 1, borderColor: "divider" }}>
          <DocumentList
            docs={listed}
            selectedKey={selectedKey}
            onSelect={(k) => open(k)}
            filter={filter}
            counts={counts}
            onFilterChange={changeFilter}
          />
        </Box>

        {!doc ? (
          <Box sx={{ flex: 1, display: "flex", alignItems: "center", justifyContent: "center" }}>
            <Typography color="text.secondary">
              {docs.length ? "Choose a document." : "This batch has no extraction documents."}
            </Typography>
          </Box>
        ) : (
          <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
            <Stack
              direction="row"
              alignItems="center"
              spacing={1.5}
              sx={{ px: 1.5, py: 0.75, borderBottom: 1, borderColor: "divider" }}
            >
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{`Doc ${doc.docNo}`}</Typography>
              <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
                {[
                  doc.documentClass?.name,
                  doc.masterKeyData?.value ? `Master key: ${doc.masterKeyData.value}` : null,
                  pagesLabel(doc.mainPages),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </Typography>
              {fieldErrors > 0 && (
                <Chip
                  size="small"
                  color="error"
                  label={`${fieldErrors} ${fieldErrors === 1 ? "field" : "fields"} in error`}
                />
              )}
              <Box sx={{ flex: 1 }} />
              {editable &&
                (doc.validated ? (
                  <Tooltip title="Take the confirmation back" describeChild>
                    <Button
                      ref={confirmRef}
                      size="small"
                      color="success"
                      variant="outlined"
                      startIcon={<CheckIcon />}
                      onClick={unconfirm}
                    >
                      Confirmed
                    </Button>
                  </Tooltip>
                ) : (
                  <Tooltip title="Ctrl+Enter: confirm and open the next document" describeChild>
                    <Button
                      ref={confirmRef}
                      size="small"
                      color="success"
                      variant="contained"
                      startIcon={<CheckIcon />}
                      onClick={confirmAndNext}
                    >
                      Confirm
                    </Button>
                  </Tooltip>
                ))}
              <DocumentMenu
                docNo={doc.docNo}
                canReprocess={canReprocess && !busy}
                canDelete={editable && docs.length > 1}
                onReprocess={() => setDialog({ kind: "reprocess", key: doc.key })}
                onDelete={() => setDialog({ kind: "delete", key: doc.key })}
              />
            </Stack>

            <Box sx={{ flex: 1, minHeight: 0, display: "flex" }}>
              {showDocument && (
                <Box
                  sx={{
                    flex: showData ? "1 1 55%" : "1 1 100%",
                    minWidth: 0,
                    borderRight: showData ? 1 : 0,
                    borderColor: "divider",
                  }}
                >
                  <HighlightViewer
                    url={pdf.url}
                    error={pdf.error}
                    page={page}
                    onPageChange={setPage}
                    highlights={highlights}
                  />
                </Box>
              )}
              {showData && (
                <Box
                  sx={{
                    flex: showDocument ? "0 0 45%" : "1 1 100%",
                    minWidth: 320,
                    display: "flex",
                    flexDirection: "column",
                  }}
                >
                  <Tabs
                    value={tab}
                    onChange={(_, v: DataTab) => chooseTab(v)}
                    variant="fullWidth"
                    sx={{ borderBottom: 1, borderColor: "divider", minHeight: 40, "& .MuiTab-root": { minHeight: 40 } }}
                  >
                    <Tab value="fields" label="Fields" />
                    <Tab value="tables" label="Tables" />
                    <Tab value="parsed" label="Parsed Data" />
                  </Tabs>
                  <Box
                    ref={dataRef}
                    onKeyDown={onDataKeyDown}
                    sx={{ flex: 1, overflow: "auto", p: 1.5 }}
                    data-testid="extraction-data"
                  >
                    {doc.duplicateOf && (
                      <Alert
                        severity="warning"
                        sx={{ mb: 1 }}
                        data-testid="duplicate-flag"
                        action={
                          editable ? (
                            <Button
                              color="inherit"
                              size="small"
                              disabled={!!busy}
                              onClick={() => notDuplicate(doc.key)}
                            >
                              Not a duplicate
                            </Button>
                          ) : undefined
                        }
                      >
                        <Link component={RouterLink} to={editUrl("batches", doc.duplicateOf.batchId)} color="inherit">
                          {duplicateLabel(doc.duplicateOf)}
                        </Link>
                        {doc.duplicateOf.reason === "file"
                          ? " (the same file)"
                          : " (the same seller, number and total)"}
                      </Alert>
                    )}
                    {doc.notices.map((notice) => (
                      <Alert key={notice} severity="warning" sx={{ mb: 1 }} data-testid="document-notice">
                        {notice}
                      </Alert>
                    ))}
                    {!doc.validated &&
                      doc.review.filter((r) => !doc.duplicateOf || r !== `${duplicateLabel(doc.duplicateOf)}.`).length >
                        0 && (
                        <Alert severity="info" sx={{ mb: 1 }} data-testid="review-reasons">
                          {doc.review
                            .filter((r) => !doc.duplicateOf || r !== `${duplicateLabel(doc.duplicateOf)}.`)
                            .map((r) => (
                              <div key={r}>{r}</div>
                            ))}
                        </Alert>
                      )}
                    {doc.validated && doc.autoValidated && (
                      <Typography variant="body2" color="success.main" sx={{ mb: 1 }} data-testid="auto-validated">
                        Passed without a person: every required field at or above {threshold.toFixed(2)} and every
                        validation passed.
                      </Typography>
                    )}
                    {tab === "fields" && (
                      <FieldsTab
                        key={doc.key}
                        properties={doc.properties}
                        readOnly={readOnly}
                        onChange={(fieldId, text) => {
                          update((ds) => editProperty(ds, doc.key, fieldId, text));
                          checks.schedule(doc.key);
                        }}
                        onFocusField={focusField}
                        onBlurField={() => checks.flush(doc.key)}
                        choices={choices}
                        threshold={threshold}
                      />
                    )}
                    {tab === "tables" && (
                      <TablesTab
                        key={doc.key}
                        tables={doc.tables}
                        readOnly={readOnly}
                        onChangeCell={(cellId, text) => update((ds) => editCell(ds, doc.key, cellId, text))}
                        onAddRow={(tableIndex) => update((ds) => addTableRow(ds, doc.key, tableIndex))}
                        onDeleteRow={(tableIndex, rowIndex) =>
                          update((ds) => deleteTableRow(ds, doc.key, tableIndex, rowIndex))
                        }
                        onFocusCell={focusCell}
                      />
                    )}
                    {tab === "parsed" && <ParsedDataTab parseData={doc.parseData} />}
                  </Box>
                </Box>
              )}
            </Box>
          </Box>
        )}
      </Box>

      <ConfirmDialog
        open={dialog?.kind === "reprocess"}
        title={`Re-Process Doc ${dialogDoc?.docNo ?? ""}`}
        text="Its fields and tables are extracted again; the changes you made to this document are lost."
        confirmLabel="Re-Process"
        busy={busy === "reprocess"}
        onCancel={() => setDialog(null)}
        onConfirm={() => dialog && dialog.kind === "reprocess" && reprocess(dialog.key)}
      />
      <ConfirmDialog
        open={dialog?.kind === "validate"}
        title="Not every document is confirmed"
        text={`${counts.error} of ${counts.all} documents are not confirmed yet. The batch goes on to export once every document is confirmed. Save your changes until then?`}
        confirmLabel="Save changes"
        busy={busy === "validate"}
        onCancel={() => setDialog(null)}
        onConfirm={() => validate(true)}
      />
      <DeleteDialog
        open={dialog?.kind === "delete"}
        onCancel={() => setDialog(null)}
        onConfirm={() => dialog && dialog.kind === "delete" && remove(dialog.key)}
      />
    </Stack>
  );
}
