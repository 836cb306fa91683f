import { useEffect, useState } from "react";
import { useCan, useCustom, useGo, useNavigation, useNotification } from "@refinedev/core";
import dayjs from "dayjs";
import { Button } from "@mui/material";
import InsightsIcon from "@mui/icons-material/Insights";
import { currentRoles } from "../providers/authProvider";
import { rolesCan } from "../providers/casbinEnforcer";
import { DataTable, type Column, type TableSort } from "../components/DataTable";
import { DeleteDialog } from "../components/DeleteDialog";
import { useDeleteWithConfirm } from "../components/useDeleteWithConfirm";
import { pageCount } from "../components/tableModel";
import { useResourceBreadcrumbs } from "../layout/breadcrumbs";
import { INSIGHTS_PATH } from "../resources";
import { BATCH_POLL_INTERVAL_MS, isInProgress, statusLabel } from "../../domain/batch/status";
import { batchListUrl, type BatchView } from "./batchModel";
import { BatchStatusChip } from "./BatchStatusChip";
import { CreateBatchModal } from "./CreateBatchModal";
import { persisted } from "../providers/persistedState";

/** The batch list's own page sizes (spec 01: 1, 2, 5, 10, 20, 50). */
export const BATCH_PAGE_SIZES = [1, 2, 5, 10, 20, 50];
const DEFAULT_PAGE_SIZE = 10;
const FETCH_ERROR = "Failed to fetch batches";
/** The server is asked once typing pauses, not per key. */
const SEARCH_DELAY_MS = 300;

type BatchListState = { pageSize?: number };

/** The page size chosen last, kept across reloads (persisted state, slice `batchList`). */
function savedPageSize(): number {
  const size = persisted.get<BatchListState>("batchList")?.pageSize;
  return size !== undefined && BATCH_PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** `value`, once it has stayed the same for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

type BatchPage = { batches: BatchView[]; totalData: number };

const columns: Column<BatchView>[] = [
  { id: "batchNumber", header: "Batch Number", value: (b) => b.batchNumber },
  { id: "job", header: "Job", value: (b) => b.job?.name ?? "" },
  { id: "status", header: "Status", value: (b) => statusLabel(b.status), render: (b) => <BatchStatusChip batch={b} /> },
  // ISO timestamps sort in time order; the cell shows them for people.
  {
    id: "updatedAt",
    header: "Updated",
    value: (b) => b.updatedAt,
    render: (b) => (b.updatedAt ? dayjs(b.updatedAt).format("DD MMM YYYY HH:mm") : ""),
  },
];

/**
 * /batches: pages come from the server (1-based page, newest first), searched and sorted there across all batches,
 * and refresh while a listed batch is in progress.
 */
export default function BatchList() {
  useResourceBreadcrumbs();
  const { edit } = useNavigation();
  const go = useGo();
  const { open } = useNotification();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(savedPageSize);
  const [typed, setTyped] = useState("");
  const search = useSettled(typed, SEARCH_DELAY_MS);
  const [sort, setSort] = useState<TableSort | null>(null);
  const [creating, setCreating] = useState(false);
  // A new search starts at its first page.
  useEffect(() => setPage(1), [search]);

  const { result, query } = useCustom<BatchPage>({
    url: batchListUrl(page, pageSize, search, sort),
    method: "get",
    meta: { fallbackError: FETCH_ERROR },
    successNotification: false,
    errorNotification: (err) => ({ type: "error", key: "batches-fetch-error", message: err?.message || FETCH_ERROR }),
    queryOptions: {
      // Keep the rows on screen while the next page loads.
      placeholderData: (previous) => previous,
      refetchInterval: (q) =>
        q.state.data?.data?.batches?.some((b) => isInProgress(b.status)) ? BATCH_POLL_INTERVAL_MS : false,
    },
  });
  const batches = result.data?.batches ?? [];
  const total = result.data?.totalData ?? 0;

  // A page that no longer exists (after a delete, or a smaller list) falls back to the last one.
  useEffect(() => {
    const last = pageCount(total, pageSize);
    if (result.data && page > last) setPage(last);
  }, [result.data, total, page, pageSize]);

  const canCreate = useCan({ resource: "batches", action: "create" }).data?.can;
  const canEdit = useCan({ resource: "batches", action: "edit" }).data?.can;
  const canDelete = useCan({ resource: "batches", action: "delete" }).data?.can;
  const [canInsights, setCanInsights] = useState(false);
  useEffect(() => {
    rolesCan(currentRoles(), "insights", "view").then(setCanInsights);
  }, []);
  const del = useDeleteWithConfirm("batches", "Failed to delete Batch", () => query.refetch());

  const reloadFirstPage = () => {
    if (page === 1) query.refetch();
    else setPage(1);
  };

  return (
    <>
      <DataTable
        title="Batches"
        rows={batches}
        columns={columns}
        rowKey={(b) => b._id}
        loading={query.isLoading}
        pageSizes={BATCH_PAGE_SIZES}
        server={{
          total,
          page,
          pageSize,
          onPage: setPage,
          onPageSize: (size) => {
            setPageSize(size);
            persisted.set("batchList", { ...persisted.get<BatchListState>("batchList"), pageSize: size });
            setPage(1);
          },
          onSearch: setTyped,
          onSort: (next) => {
            setSort(next);
            setPage(1);
          },
        }}
        actions={
          canInsights && (
            <Button variant="outlined" startIcon={<InsightsIcon />} onClick={() => go({ to: INSIGHTS_PATH })}>
              Insights
            </Button>
          )
        }
        onCreate={canCreate ? () => setCreating(true) : undefined}
        onRowClick={(b) => edit("batches", b._id)}
        onEdit={canEdit ? (b) => edit("batches", b._id) : undefined}
        onDelete={canDelete ? (b) => del.ask(b._id) : undefined}
      />
      <DeleteDialog {...del.dialog} />
      {creating && (
        <CreateBatchModal
          onClose={() => setCreating(false)}
          onCreated={(batchNumber) => {
            setCreating(false);
            open?.({
              type: "success",
              message: batchNumber !== undefined ? `Batch ${batchNumber} created` : "Batch created",
            });
            reloadFirstPage();
          }}
        />
      )}
    </>
  );
}
