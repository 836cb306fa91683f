import { useState } from "react";
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from "@mui/material";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import ReplayIcon from "@mui/icons-material/Replay";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";

interface DocumentMenuProps {
  docNo: number;
  /** Shown to users with the batch reprocess permission. */
  canReprocess: boolean;
  canDelete: boolean;
  onReprocess: () => void;
  onDelete: () => void;
}

/** The document menu: Re-Process of this extraction document, and deleting it. */
export function DocumentMenu({ docNo, canReprocess, canDelete, onReprocess, onDelete }: DocumentMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!canReprocess && !canDelete) return null;
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Tooltip title="Document menu">
        <IconButton
          aria-label={`Menu of Doc ${docNo}`}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
          size="small"
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
      >
        {canReprocess && (
          <MenuItem onClick={run(onReprocess)}>
            <ListItemIcon>
              <ReplayIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Re-Process</ListItemText>
          </MenuItem>
        )}
        {canDelete && (
          <MenuItem onClick={run(onDelete)}>
            <ListItemIcon>
              <DeleteOutlineIcon fontSize="small" color="error" />
            </ListItemIcon>
            <ListItemText>Delete document</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
