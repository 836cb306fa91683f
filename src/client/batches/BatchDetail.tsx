import { useEffect, useState } from "react";
import { useOne } from "@refinedev/core";
import { useNavigate, useParams } from "react-router";
import { Alert, Box, Button, CircularProgress, LinearProgress, Paper, Stack, Tab, Tabs, Typography } from "@mui/material";
import CheckCircleIcon from "@mui/icons-material/CheckCircleOutline";
import { BATCH_POLL_INTERVAL_MS, canOpenClassificationTab, isInProgress, selectTab, statusLabel, type BatchTab } from "../../domain/batch/status";
import { DEFAULT_ERROR_MESSAGE } from "../../domain/entities";
import { useBreadcrumbs } from "../layout/breadcrumbs";
import { FullPageLoader } from "../components/FullPageLoader";
import { stageLabel, type BatchView } from "./batchModel";
import { BatchStatusChip } from "./BatchStatusChip";
import { PageThumbnails } from "./PageThumbnails";

const LOAD_ERROR = "Failed to fetch batch";
let visits = 0;

type WorkspaceTab = Extract<BatchTab, "classification" | "split" | "extraction" | "export">;
const TABS: { value: WorkspaceTab; label: string }[] = [
  { value: "classification", label: "Classification" },
  { value: "split", label: "Split" },
  { value: "extraction", label: "Extraction" },
  { value: "export", label: "Export" },
];

/** Whether a person may open a tab; the auto-selected one is always open, Export never by click. */
function tabOpen(tab: WorkspaceTab, batch: BatchView, auto: BatchTab): boolean {
  if (tab === "export") return false;
  if (tab === auto) return true;
  const workflow = batch.workflow ?? {};
  const resting = batch.status === "USER_VALIDATION" || batch.status === "ERROR";
  if (tab === "classification") return canOpenClassificationTab(batch);
  if (tab === "split") return resting && !!workflow.classificationValidated;
  return resting && !!workflow.splitValidated;
}

/** The Loading view: the server works on the batch; its status, stage and pages done. */
function LoadingView({ batch }: { batch: BatchView }) {
  const progress = batch.progress;
  const determinate = !!progress && progress.total > 0;
  return (
    <Paper sx={{ p: 6, display: "flex", flexDirection: "column", alignItems: "center", gap: 2 }} role="status" aria-live="polite">
      <CircularProgress />
      <Typography variant="h6">{statusLabel(batch.status)}</Typography>
      {progress && (
        <Box sx={{ width: "100%", maxWidth: 360, textAlign: "center" }}>
          <Typography variant="body2" color="text.secondary">
            {progress.stage ? stageLabel(progress.stage) : statusLabel(batch.status)}
            {determinate && ` · ${Math.min(progress.done, progress.total)}/${progress.total} pages`}
          </Typography>
          {determinate && <LinearProgress variant="determinate" value={(100 * Math.min(progress.done, progress.total)) / progress.total} sx={{ mt: 1, height: 6, borderRadius: 3 }} />}
        </Box>
      )}
    </Paper>
  );
}

/**
 * /batches/:id, first version: heading, status, the workspace tabs chosen by status and the pages grouped
 * into their documents. Polls while the server works on the batch; nothing is kept after leaving.
 */
export default function BatchDetail() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  // Each visit reads the batch under its own cache key, so nothing of an earlier visit shows.
  const [visit] = useState(() => ++visits);
  const { result: batch, query } = useOne<BatchView>({
    resource: "batches",
    id,
    meta: { fallbackError: LOAD_ERROR, visit },
    successNotification: false,
    errorNotification: (err) => ({ type: "error", key: `batch-load-error-${id}`, message: err?.message || LOAD_ERROR }),
    queryOptions: {
      // Leaving the page drops the batch from the cache.
      gcTime: 0,
      refetchInterval: (q) => (q.state.data?.data && isInProgress(q.state.data.data.status) ? BATCH_POLL_INTERVAL_MS : false),
    },
  });
  useBreadcrumbs([
    { name: "Batches", path: "/batches" },
    { name: batch ? `Batch ${batch.batchNumber}` : "Batch", path: `/batches/${id}` },
  ]);

  const auto = batch ? selectTab(batch) : "none";
  const [chosen, setChosen] = useState<WorkspaceTab | null>(null);
  // A new step (status change) opens its own view again.
  useEffect(() => setChosen(null), [auto, id]);

  if (!batch) {
    if (query.isLoading || query.isFetching) return <FullPageLoader />;
    return (
      <Box sx={{ p: 4, textAlign: "center" }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {query.error?.message || LOAD_ERROR}
        </Typography>
        <Button variant="outlined" onClick={() => navigate("/batches")}>
          Back to Batches
        </Button>
      </Box>
    );
  }

  const tab: WorkspaceTab | null = chosen ?? (TABS.some((t) => t.value === auto) ? (auto as WorkspaceTab) : null);
  // A batch that failed before it had pages (e.g. an unreadable file) has nothing to review.
  const failedEmpty = batch.status === "ERROR" && !batch.pageData?.length;
  const showWorkspace = auto !== "loading" && auto !== "none" && !failedEmpty;

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" spacing={2} flexWrap="wrap">
        <Typography variant="h5" component="h1">{`Batch: ${batch.batchNumber}`}</Typography>
        <BatchStatusChip batch={batch} />
        {batch.job?.name && (
          <Typography variant="body2" color="text.secondary">
            {`Job: ${batch.job.name}`}
          </Typography>
        )}
      </Stack>

      {batch.status === "ERROR" && (
        <Alert severity="error" role="alert">
          {batch.workflow?.error || DEFAULT_ERROR_MESSAGE}
        </Alert>
      )}

      {auto === "loading" && <LoadingView batch={batch} />}

      {showWorkspace && (
        <Paper>
          <Tabs value={tab ?? false} onChange={(_, v: WorkspaceTab) => setChosen(v)} aria-label="Batch steps" sx={{ borderBottom: 1, borderColor: "divider", px: 2 }}>
            {TABS.map((t) => (
              <Tab key={t.value} value={t.value} label={t.label} disabled={!tabOpen(t.value, batch, auto)} />
            ))}
          </Tabs>
          <Box sx={{ p: 2 }}>
            {tab === "export" ? (
              <Stack direction="row" spacing={1} alignItems="center" sx={{ py: 4, justifyContent: "center" }}>
                <CheckCircleIcon color="success" />
                <Typography variant="h6">Batch Exported Successfully</Typography>
              </Stack>
            ) : (
              <PageThumbnails batch={batch} />
            )}
          </Box>
        </Paper>
      )}
    </Stack>
  );
}
