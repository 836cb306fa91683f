import { useCan } from "@refinedev/core";
import { Button, Stack } from "@mui/material";
import { awaitsUser, type WorkflowStepName } from "../../../domain/batch/status";
import type { WorkspaceBatch } from "./types";
import { ReprocessMenu } from "./ReprocessMenu";

/**
 * The heading's actions while a person is needed (user validation or error): Validate, and the
 * Re-Process menu for users holding the batch reprocess permission.
 */
export function BatchActions({
  batch,
  showValidate,
  busy,
  onValidate,
  onReprocess,
}: {
  batch: WorkspaceBatch;
  /** Whether the step awaiting validation is validated from here (classification or split). */
  showValidate: boolean;
  busy: boolean;
  onValidate: () => void;
  onReprocess: (step: WorkflowStepName) => void;
}) {
  const canReprocess = useCan({ resource: "batches", action: "reprocess" }).data?.can;
  if (!awaitsUser(batch.status)) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ ml: "auto" }}>
      {canReprocess && <ReprocessMenu workflow={batch.workflow} disabled={busy} onChoose={onReprocess} />}
      {showValidate && (
        <Button variant="contained" onClick={onValidate} disabled={busy}>
          Validate
        </Button>
      )}
    </Stack>
  );
}
