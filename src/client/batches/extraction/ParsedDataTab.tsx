import { Box, Table, TableBody, TableCell, TableContainer, TableRow, Typography } from "@mui/material";
import type { ParseData } from "../../../domain/entities";
import { layoutRows } from "./parsedTable";

/** The Parsed Data tab: the layout's key/value pairs and its tables, merged cells kept (read only). */
export function ParsedDataTab({ parseData }: { parseData: ParseData | null }) {
  const formFields = parseData?.formFields ?? [];
  const tables = parseData?.tables ?? [];
  if (!formFields.length && !tables.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        No parsed data for this document.
      </Typography>
    );
  return (
    <Box sx={{ pt: 1 }}>
      {formFields.length > 0 && (
        <Box sx={{ mb: 3 }}>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            Form fields
          </Typography>
          <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
            <Table size="small" aria-label="Form fields">
              <TableBody>
                {formFields.map((f, i) => (
                  <TableRow key={`${f.key}-${i}`}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: "40%", verticalAlign: "top" }}>
                      {f.key}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>{f.value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      )}
      {tables.map((t, i) => (
        <Box key={`${t.name}-${i}`} sx={{ mb: 3 }}>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            {t.name || `Table ${i + 1}`}
          </Typography>
          <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
            <Table
              size="small"
              aria-label={t.name || `Table ${i + 1}`}
              sx={{ "& td": { border: 1, borderColor: "divider", px: 0.75, py: 0.5 } }}
            >
              <TableBody>
                {layoutRows(t.rows ?? [], t.mergedCells ?? []).map((row, r) => (
                  <TableRow key={r}>
                    {row.map((c) => (
                      <TableCell
                        key={`${c.row}:${c.col}`}
                        rowSpan={c.rowSpan > 1 ? c.rowSpan : undefined}
                        colSpan={c.colSpan > 1 ? c.colSpan : undefined}
                        sx={{ verticalAlign: "top", fontWeight: r === 0 ? 600 : 400 }}
                      >
                        {c.text}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      ))}
    </Box>
  );
}
