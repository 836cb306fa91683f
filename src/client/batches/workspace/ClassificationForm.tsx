import { Box, Chip, Paper, Stack, Typography } from "@mui/material";
import type { DocumentClassRef, SplittedDocument } from "../../../domain/entities";
import { SelectInput } from "../../components/SelectInput";
import { LazyMount } from "./LazyMount";
import { formatConfidence } from "./workspaceModel";
import type { ClassDraft } from "./useWorkspaceDraft";
import type { WorkspacePage } from "./types";

const PAGE_ROW = 40;

function Confidence({ page }: { page: WorkspacePage | undefined }) {
  const text = formatConfidence(page?.confidence);
  if (!text) return null;
  return <Chip size="small" variant="outlined" label={text} title={`Classifier confidence of page ${page!.pageNo}`} sx={{ flexShrink: 0, height: 22, "& .MuiChip-label": { px: 0.75, fontSize: 11 } }} />;
}

/**
 * The classification side form: each document as 'Doc {docNo}'. With each-page classification one
 * 'Page {n}' class per page, otherwise one 'Document Class' per document that sets all its pages.
 * Options are only the job's classes; each page shows the classifier's confidence.
 */
export function ClassificationForm({
  documents,
  pages,
  classes,
  options,
  eachPage,
  editable,
  current,
  onSelectPage,
  onChange,
}: {
  documents: SplittedDocument[];
  pages: Map<number, WorkspacePage>;
  classes: ClassDraft;
  options: DocumentClassRef[];
  eachPage: boolean;
  editable: boolean;
  current: number;
  onSelectPage: (pageNo: number) => void;
  onChange: (pageNos: number[], classId: string) => void;
}) {
  const selectOptions = options.map((c) => ({ value: c._id, label: c.name }));
  const nameOf = (id: string) => options.find((c) => c._id === id)?.name ?? [...pages.values()].find((p) => p.documentClass?._id === id)?.documentClass?.name ?? "";
  return (
    <Stack spacing={1.5} data-testid="classification-form">
      {documents.map((doc) => {
        const docClasses = new Set(doc.mainPages.map((n) => classes[n] ?? ""));
        const common = docClasses.size === 1 ? [...docClasses][0] : "";
        return (
          <Paper key={doc.docNo} variant="outlined" component="section" aria-label={`Doc ${doc.docNo}`} sx={{ p: 1.25 }}>
            <Typography variant="subtitle2" fontWeight={700} sx={{ mb: 1 }}>{`Doc ${doc.docNo}`}</Typography>
            {eachPage ? (
              <Stack spacing={1}>
                {doc.mainPages.map((n) => (
                  <LazyMount key={n} height={PAGE_ROW} eager={n === current} anchor={n}>
                    <Stack direction="row" spacing={0.5} alignItems="center" onFocusCapture={() => onSelectPage(n)} sx={{ borderLeft: 3, borderColor: n === current ? "primary.main" : "transparent", pl: 0.5 }}>
                      <SelectInput
                        label={`Page ${n}`}
                        size="small"
                        fullWidth
                        value={classes[n] ?? ""}
                        options={selectOptions}
                        onChange={(v) => onChange([n], v)}
                        disabled={!editable}
                        sx={{ minWidth: 0, flex: 1 }}
                      />
                      <Confidence page={pages.get(n)} />
                    </Stack>
                  </LazyMount>
                ))}
              </Stack>
            ) : (
              <>
                <SelectInput
                  label="Document Class"
                  size="small"
                  fullWidth
                  value={common}
                  options={selectOptions}
                  onChange={(v) => onChange(doc.mainPages, v)}
                  disabled={!editable}
                  helperText={docClasses.size > 1 ? `Pages of ${[...docClasses].map(nameOf).filter(Boolean).join(", ")}` : undefined}
                  sx={{ minWidth: 0 }}
                />
                <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mt: 1 }}>
                  {doc.mainPages.slice(0, 200).map((n) => {
                    const confidence = formatConfidence(pages.get(n)?.confidence);
                    return (
                      <Chip
                        key={n}
                        data-form-page={n}
                        size="small"
                        clickable
                        onClick={() => onSelectPage(n)}
                        color={n === current ? "primary" : "default"}
                        variant={n === current ? "filled" : "outlined"}
                        label={confidence ? `Page ${n} · ${confidence}` : `Page ${n}`}
                        aria-label={confidence ? `Page ${n}, confidence ${confidence}` : `Page ${n}`}
                        sx={{ height: 22, "& .MuiChip-label": { px: 0.75, fontSize: 11 } }}
                      />
                    );
                  })}
                  {doc.mainPages.length > 200 && <Typography variant="caption" color="text.secondary">{`and ${doc.mainPages.length - 200} more pages`}</Typography>}
                </Box>
              </>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
