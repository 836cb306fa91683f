import { Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from "@mui/material";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import CallSplitIcon from "@mui/icons-material/CallSplit";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import type { SplittedDocument } from "../../../domain/entities";
import { canSplitOutPage, deletePage, movePageDown, movePageUp, splitOutPage } from "../../../domain/batch/pageEditing";
import { LazyMount } from "./LazyMount";
import type { WorkspacePage } from "./types";

const PAGE_ROW = 34;

function Action({ title, disabled, onClick, children }: { title: string; disabled?: boolean; onClick: () => void; children: React.ReactNode }) {
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

/**
 * Page editing (once classification is validated): each document 'Doc {docNo}' with its pages; a
 * page moves up or down (across documents, or into a new first or last document), is split out of
 * a document of more than one page, or is deleted. The documents are renumbered after each edit.
 */
export function SplitForm({
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
  const lastDoc = documents.length - 1;
  return (
    <Stack spacing={1.5} data-testid="split-form">
      {editable && changed && (
        <Button size="small" onClick={onReset} sx={{ alignSelf: "flex-end" }}>
          Undo changes
        </Button>
      )}
      {documents.map((doc, d) => (
        <Paper key={doc.docNo} variant="outlined" component="section" aria-label={`Doc ${doc.docNo}`} sx={{ p: 1 }}>
          <Typography variant="subtitle2" fontWeight={700} sx={{ mb: 0.5 }}>
            {`Doc ${doc.docNo}`}
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {`${doc.mainPages.length} page${doc.mainPages.length === 1 ? "" : "s"}`}
            </Typography>
          </Typography>
          {doc.splitReason && (
            // Why the Split step started a document here, so a person can trust or undo the cut.
            <Typography variant="caption" color="text.secondary" component="div" data-testid="split-reason" sx={{ mb: 0.5, lineHeight: 1.2 }}>
              {`Cut: ${doc.splitReason}`}
            </Typography>
          )}
          {doc.mainPages.map((n, p) => {
            const page = pages.get(n);
            const single = doc.mainPages.length === 1;
            return (
              <LazyMount key={n} height={PAGE_ROW} eager={n === current} anchor={n}>
                <Box
                  data-testid={`split-page-${n}`}
                  sx={{ display: "flex", alignItems: "center", gap: 0.25, minHeight: PAGE_ROW, borderLeft: 3, borderColor: n === current ? "primary.main" : "transparent", pl: 0.5 }}
                >
                  <Box component="button" type="button" onClick={() => onSelectPage(n)} title={page?.documentClass?.name ?? undefined} sx={{ all: "unset", cursor: "pointer", flex: 1, minWidth: 0, overflow: "hidden", "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main" } }}>
                    <Typography variant="body2" noWrap fontWeight={n === current ? 700 : 400}>{`Page ${n}`}</Typography>
                    {page?.documentClass?.name && (
                      <Typography variant="caption" color="text.secondary" noWrap component="div" sx={{ lineHeight: 1.1 }}>
                        {page.documentClass.name}
                      </Typography>
                    )}
                  </Box>
                  {editable && (
                    <>
                      <Action title={`Move page ${n} up`} disabled={d === 0 && p === 0 && single} onClick={() => onChange(movePageUp(documents, d, p))}>
                        <ArrowUpwardIcon fontSize="inherit" />
                      </Action>
                      <Action title={`Move page ${n} down`} disabled={d === lastDoc && p === doc.mainPages.length - 1 && single} onClick={() => onChange(movePageDown(documents, d, p))}>
                        <ArrowDownwardIcon fontSize="inherit" />
                      </Action>
                      {canSplitOutPage(documents, d, p) ? (
                        <Action title={`Split out page ${n}`} onClick={() => onChange(splitOutPage(documents, d, p))}>
                          <CallSplitIcon fontSize="inherit" />
                        </Action>
                      ) : (
                        <Box sx={{ width: 26, flexShrink: 0 }} />
                      )}
                      <Action title={`Delete page ${n}`} disabled={documents.length === 1 && single} onClick={() => onChange(deletePage(documents, d, p))}>
                        <DeleteOutlineIcon fontSize="inherit" />
                      </Action>
                    </>
                  )}
                </Box>
              </LazyMount>
            );
          })}
        </Paper>
      ))}
    </Stack>
  );
}
