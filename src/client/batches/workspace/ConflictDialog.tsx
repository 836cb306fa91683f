import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { staleChangeMessage } from "../../../domain/conflicts";

const CONFLICT_MESSAGE = staleChangeMessage("batch");

/** A change was refused because the batch changed meanwhile (409): nothing was overwritten; reload to see it. */
export function ConflictDialog({
  message,
  onReload,
  onClose,
}: {
  message: string | null;
  onReload: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="batch-conflict-title">
      <DialogTitle id="batch-conflict-title">This batch has changed</DialogTitle>
      <DialogContent>
        <DialogContentText>{message || CONFLICT_MESSAGE}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>Your change was not saved, and nothing was overwritten.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={onReload} autoFocus>
          Reload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
