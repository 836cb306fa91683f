import { memo, useCallback, useMemo, useRef } from "react";
import { Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from "@mui/material";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import CallSplitIcon from "@mui/icons-material/CallSplit";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import type { SplittedDocument } from "../../../domain/entities";
import { canSplitOutPage, deletePage, movePageDown, movePageUp, splitOutPage } from "../../../domain/batch/pageEditing";
import { currentIn } from "./ClassificationForm";
import { LazyMount } from "./LazyMount";
import type { WorkspacePage } from "./types";

const PAGE_ROW = 34;

function Action({
  title,
  disabled,
  onClick,
  children,
}: {
  title: string;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton size="small" aria-label={title} disabled={disabled} onClick={onClick} sx={{ p: 0.4 }}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

type Edit = (documents: SplittedDocument[], docIndex: number, pageIndex: number) => SplittedDocument[];

/**
 * Page editing (once classification is validated): each document 'Doc {docNo}' with its pages; a
 * page moves up or down (across documents, or into a new first or last document), is split out of
 * a document of more than one page, or is deleted. The documents are renumbered after each edit.
 * Documents and rows are memoised: a page flip re-renders the section(s) holding the old and the
 * new page and in them the two rows whose highlight changed; an edit re-renders the form.
 */
export const SplitForm = memo(function SplitForm({
  documents,
  pages,
  editable,
  changed,
  current,
  onSelectPage,
  onChange,
  onReset,
}: {
  documents: SplittedDocument[];
  pages: Map<number, WorkspacePage>;
  editable: boolean;
  changed: boolean;
  current: number;
  onSelectPage: (pageNo: number) => void;
  onChange: (documents: SplittedDocument[]) => void;
  onReset: () => void;
}) {
  // One callback for every row's actions, applied to the documents as they are when the button is clicked.
  const latest = useRef(documents);
  latest.current = documents;
  const onEdit = useCallback((edit: Edit, d: number, p: number) => onChange(edit(latest.current, d, p)), [onChange]);
  // Whether a document's pages may be split out: the same for every page of it (the document has more than one).
  const splittable = useMemo(() => documents.map((_, d) => canSplitOutPage(documents, d, 0)), [documents]);
  const lastDoc = documents.length - 1;
  return (
    <Stack spacing={1.5} data-testid="split-form">
      {editable && changed && (
        <Button size="small" onClick={onReset} sx={{ alignSelf: "flex-end" }}>
          Undo changes
        </Button>
      )}
      {documents.map((doc, d) => (
        <SplitDocSection
          key={doc.docNo}
          doc={doc}
          d={d}
          isLast={d === lastDoc}
          onlyDoc={documents.length === 1}
          canSplit={splittable[d]}
          pages={pages}
          editable={editable}
          current={currentIn(doc.mainPages, current)}
          onSelectPage={onSelectPage}
          onEdit={onEdit}
        />
      ))}
    </Stack>
  );
});

const SplitDocSection = memo(function SplitDocSection({
  doc,
  d,
  isLast,
  onlyDoc,
  canSplit,
  pages,
  editable,
  current,
  onSelectPage,
  onEdit,
}: {
  doc: SplittedDocument;
  d: number;
  isLast: boolean;
  onlyDoc: boolean;
  /** Its pages may be split out. */
  canSplit: boolean;
  pages: Map<number, WorkspacePage>;
  editable: boolean;
  /** The current page when it is in this document. */
  current: number | null;
  onSelectPage: (pageNo: number) => void;
  onEdit: (edit: Edit, d: number, p: number) => void;
}) {
  const single = doc.mainPages.length === 1;
  return (
    <Paper variant="outlined" component="section" aria-label={`Doc ${doc.docNo}`} sx={{ p: 1 }}>
      <Typography variant="subtitle2" fontWeight={700} sx={{ mb: 0.5 }}>
        {`Doc ${doc.docNo}`}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {`${doc.mainPages.length} page${single ? "" : "s"}`}
        </Typography>
      </Typography>
      {doc.splitReason && (
        // Why the Split step started a document here, so a person can trust or undo the cut.
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          data-testid="split-reason"
          sx={{ mb: 0.5, lineHeight: 1.2 }}
        >
          {`Cut: ${doc.splitReason}`}
        </Typography>
      )}
      {doc.mainPages.map((n, p) => (
        <SplitPageRow
          key={n}
          pageNo={n}
          className={pages.get(n)?.documentClass?.name}
          d={d}
          p={p}
          selected={n === current}
          editable={editable}
          upDisabled={d === 0 && p === 0 && single}
          downDisabled={isLast && p === doc.mainPages.length - 1 && single}
          canSplit={canSplit}
          deleteDisabled={onlyDoc && single}
          onSelectPage={onSelectPage}
          onEdit={onEdit}
        />
      ))}
    </Paper>
  );
});

const SplitPageRow = memo(function SplitPageRow({
  pageNo: n,
  className,
  d,
  p,
  selected,
  editable,
  upDisabled,
  downDisabled,
  canSplit,
  deleteDisabled,
  onSelectPage,
  onEdit,
}: {
  pageNo: number;
  className: string | undefined;
  d: number;
  p: number;
  selected: boolean;
  editable: boolean;
  upDisabled: boolean;
  downDisabled: boolean;
  canSplit: boolean;
  deleteDisabled: boolean;
  onSelectPage: (pageNo: number) => void;
  onEdit: (edit: Edit, d: number, p: number) => void;
}) {
  return (
    <LazyMount height={PAGE_ROW} eager={selected} anchor={n}>
      <Box
        data-testid={`split-page-${n}`}
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 0.25,
          minHeight: PAGE_ROW,
          borderLeft: 3,
          borderColor: selected ? "primary.main" : "transparent",
          pl: 0.5,
        }}
      >
        <Box
          component="button"
          type="button"
          onClick={() => onSelectPage(n)}
          title={className ?? undefined}
          sx={{
            all: "unset",
            cursor: "pointer",
            flex: 1,
            minWidth: 0,
            overflow: "hidden",
            "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main" },
          }}
        >
          <Typography variant="body2" noWrap fontWeight={selected ? 700 : 400}>{`Page ${n}`}</Typography>
          {className && (
            <Typography variant="caption" color="text.secondary" noWrap component="div" sx={{ lineHeight: 1.1 }}>
              {className}
            </Typography>
          )}
        </Box>
        {editable && (
          <>
            <Action title={`Move page ${n} up`} disabled={upDisabled} onClick={() => onEdit(movePageUp, d, p)}>
              <ArrowUpwardIcon fontSize="inherit" />
            </Action>
            <Action title={`Move page ${n} down`} disabled={downDisabled} onClick={() => onEdit(movePageDown, d, p)}>
              <ArrowDownwardIcon fontSize="inherit" />
            </Action>
            {canSplit ? (
              <Action title={`Split out page ${n}`} onClick={() => onEdit(splitOutPage, d, p)}>
                <CallSplitIcon fontSize="inherit" />
              </Action>
            ) : (
              <Box sx={{ width: 26, flexShrink: 0 }} />
            )}
            <Action title={`Delete page ${n}`} disabled={deleteDisabled} onClick={() => onEdit(deletePage, d, p)}>
              <DeleteOutlineIcon fontSize="inherit" />
            </Action>
          </>
        )}
      </Box>
    </LazyMount>
  );
});
