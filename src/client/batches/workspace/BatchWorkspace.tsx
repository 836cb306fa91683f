import { useCallback, useEffect, useState } from "react";
import { Alert, Paper, Stack, Tab, Tabs, Typography } from "@mui/material";
import {
  awaitsUser,
  canOpenClassificationTab,
  selectTab,
  type BatchTab,
  type WorkflowStepName,
} from "../../../domain/batch/status";
import { DEFAULT_ERROR_MESSAGE } from "../../../domain/entities";
import { UnsavedChangesDialog, UnsavedChangesGuard } from "../../components/UnsavedChangesGuard";
import { BatchStatusChip } from "../BatchStatusChip";
import { ExtractionPane } from "../extraction/ExtractionPane";
import { ExportPane } from "../extraction/ExportPane";
import { BatchHistory } from "../history/BatchHistory";
import { BatchActions } from "./BatchActions";
import { ConflictDialog } from "./ConflictDialog";
import { DocumentWorkspace } from "./DocumentWorkspace";
import { LoadingView } from "./LoadingView";
import { useBatchMutation } from "./useBatchMutation";
import { useWorkspaceDraft } from "./useWorkspaceDraft";
import type { WorkspaceBatch } from "./types";

const VALIDATE_CLASSIFICATION_ERROR = "Failed to Validate Classification";
const VALIDATE_SPLIT_ERROR = "Failed to Validate Split";
const REPROCESS_ERROR = "Failed to Re-Process batch";

type WorkspaceTab = Extract<BatchTab, "classification" | "split" | "extraction" | "export">;
const TABS: { value: WorkspaceTab; label: string }[] = [
  { value: "classification", label: "Classification" },
  { value: "split", label: "Split" },
  { value: "extraction", label: "Extraction" },
  { value: "export", label: "Export" },
];

/** Whether a person may open a tab; the auto-selected one is always open, Export never by click. */
function tabOpen(tab: WorkspaceTab, batch: WorkspaceBatch, auto: BatchTab): boolean {
  if (tab === "export") return false;
  if (tab === auto) return true;
  const workflow = batch.workflow ?? {};
  const resting = awaitsUser(batch.status);
  if (tab === "classification") return canOpenClassificationTab(batch);
  if (tab === "split") return resting && !!workflow.classificationValidated;
  // Extraction stays readable after export (read only there).
  return (resting || batch.status === "EXPORTED") && !!workflow.splitValidated;
}

/** The step a person validates from the heading's Validate button: classification, then split; extraction has its own pane. */
function pendingStep(batch: WorkspaceBatch): "classification" | "split" | null {
  const workflow = batch.workflow ?? {};
  if (!workflow.classificationValidated) return "classification";
  if (!workflow.splitValidated) return "split";
  return null;
}

/**
 * The batch detail screen for a loaded batch: heading with Validate and Re-Process, the error box,
 * the Loading view, and the tabs Classification, Split, Extraction and Export chosen by status.
 */
export function BatchWorkspace({ batch, reload }: { batch: WorkspaceBatch; reload: () => unknown }) {
  const draft = useWorkspaceDraft(batch);
  const mutation = useBatchMutation(batch, reload);
  const auto = selectTab(batch);
  const [chosen, setChosen] = useState<WorkspaceTab | null>(null);
  // A new step (status change) opens its own view again.
  useEffect(() => setChosen(null), [auto, batch._id]);

  const tab: WorkspaceTab | null = chosen ?? (TABS.some((t) => t.value === auto) ? (auto as WorkspaceTab) : null);
  // A batch that failed before it had pages (e.g. an unreadable file) has nothing to review.
  const failedEmpty = batch.status === "ERROR" && !batch.pageData?.length;
  const showWorkspace = auto !== "loading" && auto !== "none" && !failedEmpty;
  const step = pendingStep(batch);
  const waiting = batch.status === "USER_VALIDATION";

  // Unsaved work: classes or pages changed and not validated, or extraction edits. Leaving the page asks
  // first; so does leaving the Extraction tab (its edits live in the pane).
  const [extractionDirty, setExtractionDirty] = useState(false);
  const onExtractionDirty = useCallback((dirty: boolean) => setExtractionDirty(dirty), []);
  const draftDirty =
    waiting && ((step === "classification" && draft.classesChanged) || (step === "split" && draft.documentsChanged));
  const [leavingTo, setLeavingTo] = useState<WorkspaceTab | null>(null);
  const chooseTab = (next: WorkspaceTab) =>
    tab === "extraction" && extractionDirty ? setLeavingTo(next) : setChosen(next);

  const validate = async () => {
    if (step === "classification") {
      const pageData = [...(batch.pageData ?? [])]
        .sort((a, b) => a.pageNo - b.pageNo)
        .map((p) => ({ pageNo: p.pageNo, documentClass: draft.classes[p.pageNo] ?? "" }));
      const missing = pageData.find((p) => !p.documentClass);
      if (missing) {
        mutation.fail(`Page ${missing.pageNo} has no document class.`);
        return;
      }
      await mutation.patch("/batch/classificationvalidate", { pageData }, VALIDATE_CLASSIFICATION_ERROR);
    } else if (step === "split") {
      await mutation.patch("/batch/splitvalidate", { splittedDocuments: draft.documents }, VALIDATE_SPLIT_ERROR);
    }
  };
  const reprocess = (nextWorkflowAction: WorkflowStepName) =>
    void mutation.patch("/batch/reprocess", { nextWorkflowAction }, REPROCESS_ERROR);

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" spacing={2} flexWrap="wrap" useFlexGap>
        <Typography variant="h5" component="h1">{`Batch: ${batch.batchNumber}`}</Typography>
        <BatchStatusChip batch={batch} />
        {batch.job?.name && (
          <Typography variant="body2" color="text.secondary">
            {`Job: ${batch.job.name}`}
          </Typography>
        )}
        <BatchHistory batchId={batch._id} version={batch.version} />
        <BatchActions
          batch={batch}
          showValidate={step !== null && showWorkspace && tab !== "extraction"}
          busy={mutation.busy}
          onValidate={() => void validate()}
          onReprocess={reprocess}
        />
      </Stack>

      {batch.status === "ERROR" && (
        <Alert severity="error" role="alert">
          {batch.workflow?.error || DEFAULT_ERROR_MESSAGE}
        </Alert>
      )}
      {/* What Parse could not fully read while the batch went on, e.g. pages left blank (issue 17.5). */}
      {(batch.workflow?.notices ?? []).map((notice) => (
        <Alert key={notice} severity="warning" data-testid="batch-notice">
          {notice}
        </Alert>
      ))}

      {auto === "loading" && <LoadingView batch={batch} />}

      {showWorkspace && (
        <Paper>
          <Tabs
            value={tab ?? false}
            onChange={(_, v: WorkspaceTab) => chooseTab(v)}
            aria-label="Batch steps"
            sx={{ borderBottom: 1, borderColor: "divider", px: 2 }}
          >
            {TABS.map((t) => (
              <Tab key={t.value} value={t.value} label={t.label} disabled={!tabOpen(t.value, batch, auto)} />
            ))}
          </Tabs>
          <Stack sx={{ p: 1.5 }}>
            {tab === "classification" && (
              <DocumentWorkspace
                batch={batch}
                mode="classification"
                draft={draft}
                editable={waiting && step === "classification"}
                onReload={reload}
              />
            )}
            {tab === "split" && (
              <DocumentWorkspace
                batch={batch}
                mode="split"
                draft={draft}
                editable={waiting && step === "split"}
                onReload={reload}
              />
            )}
            {tab === "extraction" && (
              <ExtractionPane batch={batch} onReload={reload} onDirtyChange={onExtractionDirty} />
            )}
            {tab === "export" && <ExportPane batch={batch} />}
          </Stack>
        </Paper>
      )}

      <ConflictDialog
        message={mutation.conflict}
        onClose={mutation.closeConflict}
        onReload={mutation.reloadAfterConflict}
      />
      <UnsavedChangesGuard when={draftDirty || extractionDirty} />
      <UnsavedChangesDialog
        open={leavingTo !== null}
        onStay={() => setLeavingTo(null)}
        onLeave={() => {
          setChosen(leavingTo);
          setLeavingTo(null);
        }}
      />
    </Stack>
  );
}
