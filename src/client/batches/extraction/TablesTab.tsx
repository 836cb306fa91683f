import { useState } from "react";
import {
  Box,
  Button,
  IconButton,
  InputBase,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import { tableColumns, type ExtractionTable, type TableCell as Cell } from "./extractionModel";
import { textOf } from "./fieldValue";
import { NAV_ATTRIBUTE } from "./keyboard";

interface TablesTabProps {
  tables: ExtractionTable[];
  readOnly: boolean;
  onChangeCell: (cellId: string, text: string) => void;
  onFocusCell: (cellId: string) => void;
  /** A row the extractor missed, added at the end of the table. */
  onAddRow: (tableIndex: number) => void;
  onDeleteRow: (tableIndex: number, rowIndex: number) => void;
}

function CellInput({
  cell,
  label,
  readOnly,
  onChange,
  onFocus,
}: {
  cell: Cell;
  label: string;
  readOnly: boolean;
  onChange: (text: string) => void;
  onFocus: () => void;
}) {
  const [typing, setTyping] = useState<string | null>(null);
  const dataType = cell.field.dataType;
  const text = typing ?? cell.input ?? textOf(dataType, cell.value);
  // Text cells wrap, so a long description reads whole instead of being cut at the column's width.
  const wraps = dataType !== "Number" && dataType !== "Date" && dataType !== "Boolean";
  const input = (
    <InputBase
      value={text}
      fullWidth
      multiline={wraps}
      onChange={(e) => {
        setTyping(e.target.value);
        onChange(e.target.value);
      }}
      onFocus={onFocus}
      onBlur={() => setTyping(null)}
      error={!!cell.inputError}
      inputProps={{
        [NAV_ATTRIBUTE]: "",
        "data-cell-id": cell._id,
        "aria-label": label,
        "aria-invalid": !!cell.inputError,
        readOnly,
        autoComplete: "off",
        spellCheck: false,
        inputMode: dataType === "Number" ? "decimal" : "text",
      }}
      sx={{
        fontSize: 14,
        px: 0.5,
        borderRadius: 0.5,
        border: 1,
        borderColor: cell.inputError ? "error.main" : "transparent",
        color: cell.inputError ? "error.main" : undefined,
        "&.Mui-focused": { borderColor: cell.inputError ? "error.main" : "primary.main" },
        "&:hover": { borderColor: cell.inputError ? "error.main" : "divider" },
      }}
    />
  );
  return cell.inputError ? (
    <Tooltip title={cell.inputError} placement="top" arrow slotProps={{ tooltip: { sx: { bgcolor: "error.main" } } }}>
      {input}
    </Tooltip>
  ) : (
    input
  );
}

/** The Tables tab: every table of the document, each cell editable and stored by its _id; rows can be added and deleted. */
export function TablesTab({ tables, readOnly, onChangeCell, onFocusCell, onAddRow, onDeleteRow }: TablesTabProps) {
  if (!tables.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        This document has no tables.
      </Typography>
    );
  return (
    <Box sx={{ pt: 1 }}>
      {tables.map((table, t) => {
        const columns = tableColumns(table);
        const label = table.name || `Table ${t + 1}`;
        return (
          <Box key={`${table.name}-${t}`} sx={{ mb: 3 }}>
            <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
              {label}
            </Typography>
            <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1, maxWidth: "100%" }}>
              <Table size="small" aria-label={label} sx={{ "& td, & th": { px: 0.75, py: 0.25 } }}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: 32, color: "text.secondary" }}>#</TableCell>
                    {columns.map((c, i) => (
                      <TableCell key={`${c._id}-${i}`} sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
                        {c.name}
                      </TableCell>
                    ))}
                    {!readOnly && <TableCell sx={{ width: 36 }} />}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {table.rows.map((row, r) => (
                    <TableRow key={row[0]?._id ?? r}>
                      <TableCell sx={{ color: "text.secondary" }}>{r + 1}</TableCell>
                      {row.map((cell, i) => (
                        <TableCell key={cell._id || i} sx={{ minWidth: 90, verticalAlign: "top" }}>
                          <CellInput
                            cell={cell}
                            label={`${table.name} row ${r + 1} ${cell.field.name}`}
                            readOnly={readOnly}
                            onChange={(text) => onChangeCell(cell._id, text)}
                            onFocus={() => onFocusCell(cell._id)}
                          />
                        </TableCell>
                      ))}
                      {!readOnly && (
                        <TableCell sx={{ p: 0 }}>
                          <Tooltip title="Delete row">
                            <IconButton
                              size="small"
                              aria-label={`Delete row ${r + 1} of ${label}`}
                              onClick={() => onDeleteRow(t, r)}
                            >
                              <DeleteOutlineIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                  {!table.rows.length && (
                    <TableRow>
                      <TableCell colSpan={columns.length + (readOnly ? 1 : 2)} sx={{ color: "text.secondary" }}>
                        No rows found.
                      </TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TableContainer>
            {!readOnly && (
              <Button
                size="small"
                startIcon={<AddIcon />}
                sx={{ mt: 0.5 }}
                disabled={!columns.length}
                onClick={() => onAddRow(t)}
                aria-label={`Add row to ${label}`}
              >
                Add row
              </Button>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
