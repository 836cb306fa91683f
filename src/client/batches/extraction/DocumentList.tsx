import {
  Box,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ErrorIcon from "@mui/icons-material/Error";
import RadioButtonUncheckedIcon from "@mui/icons-material/RadioButtonUnchecked";
import { docStatus, type DocFilter, type DocStatus, type WorkDoc } from "./extractionModel";

const FILTERS: { value: DocFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "validated", label: "Validated" },
  { value: "error", label: "Error" },
];

const STATUS_TEXT: Record<DocStatus, string> = {
  validated: "Validated",
  error: "Not validated, has errors",
  open: "Not validated",
};

function StatusIcon({ status }: { status: DocStatus }) {
  const title = STATUS_TEXT[status];
  if (status === "validated") return <CheckCircleIcon color="success" fontSize="small" titleAccess={title} />;
  if (status === "error") return <ErrorIcon color="error" fontSize="small" titleAccess={title} />;
  return <RadioButtonUncheckedIcon color="action" fontSize="small" titleAccess={title} />;
}

interface DocumentListProps {
  docs: WorkDoc[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  filter: DocFilter;
  counts: Record<DocFilter, number>;
  onFilterChange: (filter: DocFilter) => void;
}

/** The left list: 'Doc {docNo}', the class name and a status icon; filterable by all, validated or error (not validated). */
export function DocumentList({ docs, selectedKey, onSelect, filter, counts, onFilterChange }: DocumentListProps) {
  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%", minWidth: 0 }}>
      <Box sx={{ p: 1, borderBottom: 1, borderColor: "divider" }}>
        <TextField
          select
          size="small"
          fullWidth
          label="Show"
          value={filter}
          onChange={(e) => onFilterChange(e.target.value as DocFilter)}
          slotProps={{ select: { inputProps: { "aria-label": "Filter documents" } } }}
        >
          {FILTERS.map((f) => (
            <MenuItem key={f.value} value={f.value}>
              {`${f.label} (${counts[f.value]})`}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <List dense disablePadding aria-label="Documents" sx={{ flex: 1, overflow: "auto" }}>
        {docs.map((d) => {
          const status = docStatus(d);
          const title =
            status === "validated" && d.autoValidated ? "Validated: passed without a person" : STATUS_TEXT[status];
          const secondary = [
            d.documentClass?.name ?? "No class",
            d.duplicateOf ? "possible duplicate" : null,
            !d.validated && d.qaSample ? "QA sample" : null,
          ]
            .filter(Boolean)
            .join(" · ");
          return (
            <ListItemButton
              key={d.key}
              selected={d.key === selectedKey}
              onClick={() => onSelect(d.key)}
              aria-current={d.key === selectedKey ? "true" : undefined}
              data-doc-no={d.docNo}
            >
              <ListItemIcon sx={{ minWidth: 30 }}>
                <Tooltip title={title} placement="right">
                  <span style={{ display: "inline-flex" }}>
                    <StatusIcon status={status} />
                  </span>
                </Tooltip>
              </ListItemIcon>
              <ListItemText
                primary={`Doc ${d.docNo}`}
                secondary={secondary}
                slotProps={{
                  primary: { fontWeight: d.key === selectedKey ? 600 : 400 },
                  secondary: { noWrap: true, title: secondary, ...(d.duplicateOf ? { color: "warning.dark" } : {}) },
                }}
              />
            </ListItemButton>
          );
        })}
        {!docs.length && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            No documents.
          </Typography>
        )}
      </List>
    </Box>
  );
}
