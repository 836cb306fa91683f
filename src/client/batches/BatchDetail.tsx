import { useCallback, useState } from "react";
import { useNavigation, useOne } from "@refinedev/core";
import { Box, Button, Typography } from "@mui/material";
import { BATCH_POLL_INTERVAL_MS, isInProgress } from "../../domain/batch/status";
import { useResourceBreadcrumbs } from "../layout/breadcrumbs";
import { useRecordId } from "../resources";
import { FullPageLoader } from "../components/FullPageLoader";
import { BatchWorkspace } from "./workspace/BatchWorkspace";
import type { WorkspaceBatch } from "./workspace/types";

const LOAD_ERROR = "Failed to fetch batch";
let visits = 0;

/**
 * /batches/:id: loads the batch (polling every 5 s while the server works on it) and shows the
 * workspace. Leaving the page resets the selected batch: each visit reads it under its own cache
 * key and nothing is kept after leaving.
 */
export default function BatchDetail() {
  const id = useRecordId() ?? "";
  const { list } = useNavigation();
  const [visit] = useState(() => ++visits);
  const { result: batch, query } = useOne<WorkspaceBatch>({
    resource: "batches",
    id,
    meta: { fallbackError: LOAD_ERROR, visit },
    successNotification: false,
    errorNotification: (err) => ({ type: "error", key: `batch-load-error-${id}`, message: err?.message || LOAD_ERROR }),
    queryOptions: {
      gcTime: 0,
      refetchInterval: (q) =>
        q.state.data?.data && isInProgress(q.state.data.data.status) ? BATCH_POLL_INTERVAL_MS : false,
    },
  });
  useResourceBreadcrumbs({ title: batch ? `Batch ${batch.batchNumber}` : "Batch" });
  const { refetch } = query;
  const reload = useCallback(() => refetch(), [refetch]);

  if (!batch) {
    if (query.isLoading || query.isFetching) return <FullPageLoader />;
    return (
      <Box sx={{ p: 4, textAlign: "center" }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {query.error?.message || LOAD_ERROR}
        </Typography>
        <Button variant="outlined" onClick={() => list("batches")}>
          Back to Batches
        </Button>
      </Box>
    );
  }
  return <BatchWorkspace key={batch._id} batch={batch} reload={reload} />;
}
