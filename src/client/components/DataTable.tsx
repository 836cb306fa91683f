import { useMemo, useState, type ReactNode } from "react";
import {
  Box,
  Button,
  IconButton,
  InputAdornment,
  MenuItem,
  Paper,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import SearchIcon from "@mui/icons-material/Search";
import EditIcon from "@mui/icons-material/Edit";
import DeleteIcon from "@mui/icons-material/Delete";
import { pageCount, pageWindow, searchRows, sortRows, type SortDirection } from "./tableModel";

export interface Column<T> {
  id: string;
  header: string;
  value: (row: T) => unknown;
  render?: (row: T) => ReactNode;
  sortable?: boolean;
}

interface DataTableProps<T> {
  title?: ReactNode;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  loading?: boolean;
  /** The rows could not be read (the screen says why in a toast): the table does not claim there are none. */
  failed?: boolean;
  pageSizes?: number[];
  onCreate?: () => void;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  onRowClick?: (row: T) => void;
  /** More buttons in the heading, before Create New + (the batch list's Insights). */
  actions?: ReactNode;
  /**
   * Server paging (the batch list): the table shows `total` rows over pages the parent fetches, and hands the
   * search text and the sort to the parent instead of applying them to the rows on screen.
   */
  server?: {
    total: number;
    page: number;
    pageSize: number;
    onPage: (page: number) => void;
    onPageSize: (size: number) => void;
    onSearch: (text: string) => void;
    onSort: (sort: TableSort | null) => void;
  };
}

export type TableSort = { id: string; dir: SortDirection };

/** The generic table of every list: 'Create New +', 'Search...', page sizes, sortable columns, Action column, pager. */
export function DataTable<T>({
  title,
  rows,
  columns,
  rowKey,
  loading,
  failed,
  pageSizes = [5, 10, 20, 50],
  onCreate,
  onEdit,
  onDelete,
  onRowClick,
  server,
  actions,
}: DataTableProps<T>) {
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<TableSort | null>(null);
  const [localPage, setLocalPage] = useState(1);
  const [localSize, setLocalSize] = useState(pageSizes.includes(10) ? 10 : pageSizes[0]);
  const page = server?.page ?? localPage;
  const pageSize = server?.pageSize ?? localSize;

  const serverMode = !!server;
  const visible = useMemo(() => {
    if (serverMode) return rows;
    const text = (r: T) => columns.map((c) => String(c.value(r) ?? "")).join(" ");
    const sorted = sortRows(
      searchRows(rows, query, text),
      columns.find((c) => c.id === sort?.id)?.value,
      sort?.dir ?? "asc",
    );
    return sorted;
  }, [rows, query, sort, columns, serverMode]);

  const total = server ? server.total : visible.length;
  const pages = pageCount(total, pageSize);
  const current = Math.min(page, pages);
  const shown = server ? visible : visible.slice((current - 1) * pageSize, current * pageSize);
  const hasActions = !!(onEdit || onDelete);

  const goTo = (p: number) => (server ? server.onPage(p) : setLocalPage(p));
  const setSize = (s: number) => {
    if (server) server.onPageSize(s);
    else {
      setLocalSize(s);
      setLocalPage(1);
    }
  };

  return (
    <Paper sx={{ p: 2 }}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        alignItems={{ sm: "center" }}
        justifyContent="space-between"
        sx={{ mb: 2 }}
      >
        <Typography variant="h6">{title}</Typography>
        <Stack direction="row" spacing={2} alignItems="center">
          <TextField
            size="small"
            placeholder="Search..."
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              if (server) server.onSearch(e.target.value);
              else goTo(1);
            }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          {actions}
          {onCreate && (
            <Button variant="contained" onClick={onCreate}>
              Create New +
            </Button>
          )}
        </Stack>
      </Stack>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.id} sx={{ fontWeight: 600 }}>
                  {c.sortable === false ? (
                    c.header
                  ) : (
                    <TableSortLabel
                      active={sort?.id === c.id}
                      direction={sort?.id === c.id ? sort.dir : "asc"}
                      onClick={() => {
                        const next: TableSort =
                          sort?.id === c.id
                            ? { id: c.id, dir: sort.dir === "asc" ? "desc" : "asc" }
                            : { id: c.id, dir: "asc" };
                        setSort(next);
                        server?.onSort(next);
                      }}
                    >
                      {c.header}
                    </TableSortLabel>
                  )}
                </TableCell>
              ))}
              {hasActions && (
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  Action
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow
                key={rowKey(row)}
                hover
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                sx={{ cursor: onRowClick ? "pointer" : undefined }}
              >
                {columns.map((c) => (
                  <TableCell key={c.id}>{c.render ? c.render(row) : String(c.value(row) ?? "")}</TableCell>
                ))}
                {hasActions && (
                  <TableCell align="right" onClick={(e) => e.stopPropagation()} sx={{ whiteSpace: "nowrap" }}>
                    {onEdit && (
                      <Tooltip title="Edit">
                        <IconButton size="small" aria-label="Edit" onClick={() => onEdit(row)}>
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                    {onDelete && (
                      <Tooltip title="Delete">
                        <IconButton size="small" aria-label="Delete" color="error" onClick={() => onDelete(row)}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
            {!shown.length && (
              <TableRow>
                <TableCell
                  colSpan={columns.length + (hasActions ? 1 : 0)}
                  align="center"
                  sx={{ py: 4, color: "text.secondary" }}
                >
                  {loading ? "Loading..." : failed ? "The list could not be loaded." : "No records"}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        justifyContent="space-between"
        alignItems="center"
        spacing={2}
        sx={{ mt: 2 }}
      >
        <Stack direction="row" spacing={1} alignItems="center">
          <Select
            size="small"
            value={pageSize}
            onChange={(e) => setSize(Number(e.target.value))}
            inputProps={{ "aria-label": "Page size" }}
          >
            {pageSizes.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </Select>
          <Typography variant="body2" color="text.secondary">{`Showing ${current} of ${pages} pages`}</Typography>
        </Stack>
        <Box component="nav" aria-label="pagination" sx={{ display: "flex", gap: 0.5 }}>
          <Button size="small" variant="outlined" disabled={current <= 1} onClick={() => goTo(current - 1)}>
            Previous
          </Button>
          {pageWindow(current, pages).map((p) => (
            <Button
              key={p}
              size="small"
              variant={p === current ? "contained" : "outlined"}
              onClick={() => goTo(p)}
              aria-current={p === current ? "page" : undefined}
              sx={{ minWidth: 36 }}
            >
              {p}
            </Button>
          ))}
          <Button size="small" variant="outlined" disabled={current >= pages} onClick={() => goTo(current + 1)}>
            Next
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
