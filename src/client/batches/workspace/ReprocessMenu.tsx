import { useState } from "react";
import { Button, Menu, MenuItem } from "@mui/material";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import { reprocessOptions, type BatchWorkflow, type WorkflowStepName } from "../../../domain/batch/status";

/** 'Re-Process' with the five stages; a stage is enabled once the step before it is validated. */
export function ReprocessMenu({
  workflow,
  disabled,
  onChoose,
}: {
  workflow: Partial<BatchWorkflow> | null | undefined;
  disabled?: boolean;
  onChoose: (step: WorkflowStepName) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        disabled={disabled}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? "reprocess-menu" : undefined}
      >
        Re-Process
      </Button>
      <Menu
        id="reprocess-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
      >
        {reprocessOptions(workflow).map((o) => (
          <MenuItem
            key={o.value}
            disabled={!o.enabled}
            onClick={() => {
              setAnchor(null);
              onChoose(o.value);
            }}
          >
            {o.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
