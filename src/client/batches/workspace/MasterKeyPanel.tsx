import { memo } from "react";
import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import type { MasterKeyRecordView, WorkspacePage } from "./types";

/**
 * The current page's master key (found by master-key identification): its value, its OCR trigger
 * (removable) and the 'Update Custom Prompt' action.
 */
export const MasterKeyPanel = memo(function MasterKeyPanel({
  page,
  record,
  canEdit,
  busy,
  onEditPrompt,
  onRemoveTrigger,
}: {
  page: WorkspacePage | undefined;
  /** The record as stored now; the page's masterKeyData when the list does not have it. */
  record: MasterKeyRecordView | null;
  canEdit: boolean;
  busy: boolean;
  onEditPrompt: () => void;
  onRemoveTrigger: () => void;
}) {
  if (!page?.masterKeyData || !record) return null;
  const trigger = record.ocrTrigger;
  return (
    <Paper variant="outlined" sx={{ p: 1.25 }} aria-label="Master Key" component="section">
      <Typography variant="caption" color="text.secondary">{`Master Key of page ${page.pageNo}`}</Typography>
      <Typography variant="body2" fontWeight={600} sx={{ wordBreak: "break-word" }}>
        {record.value}
      </Typography>
      {trigger && (
        <Box sx={{ mt: 0.5 }}>
          <Typography variant="caption" component="div" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {`OCR trigger: /${trigger.regEx}/ · ${trigger.splitAction === "LAST_PAGE" ? "Last page" : "First page"}`}
          </Typography>
        </Box>
      )}
      {canEdit && (
        <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: "wrap", gap: 0.5 }} useFlexGap>
          <Button size="small" variant="outlined" onClick={onEditPrompt} disabled={busy}>
            Update Custom Prompt
          </Button>
          {trigger && (
            <Button size="small" color="error" onClick={onRemoveTrigger} disabled={busy}>
              Remove Trigger
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
});
