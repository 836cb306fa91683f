import { memo, useCallback, useMemo } from "react";
import { Box, Chip, Paper, Stack, Typography } from "@mui/material";
import type { DocumentClassRef, SplittedDocument } from "../../../domain/entities";
import { SelectInput } from "../../components/SelectInput";
import { LazyMount } from "./LazyMount";
import { formatConfidence, pageNeedsCheck } from "./workspaceModel";
import type { ClassDraft } from "./useWorkspaceDraft";
import type { WorkspacePage } from "./types";

const PAGE_ROW = 40;

function Confidence({ page }: { page: WorkspacePage | undefined }) {
  const text = formatConfidence(page?.confidence);
  if (!text) return null;
  const check = pageNeedsCheck(page);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={check ? "warning" : "default"}
      label={check ? `${text} · check` : text}
      title={
        check
          ? `Classifier confidence of page ${page!.pageNo}: ${text}, please check its class`
          : `Classifier confidence of page ${page!.pageNo}`
      }
      data-testid={check ? "class-check-cue" : undefined}
      sx={{ flexShrink: 0, height: 22, "& .MuiChip-label": { px: 0.75, fontSize: 11 } }}
    />
  );
}

/** The current page when it is one of `pages`, else null: a section re-renders only when the flip concerns it. */
export function currentIn(pages: readonly number[], current: number): number | null {
  return pages.includes(current) ? current : null;
}

/**
 * The classification side form: each document as 'Doc {docNo}'. With each-page classification one
 * 'Page {n}' class per page, otherwise one 'Document Class' per document that sets all its pages.
 * Options are only the job's classes; each page shows the classifier's confidence. Documents and
 * pages are memoised: a page flip re-renders the section(s) holding the old and the new page, and
 * in them the two rows (or chips) whose highlight changed.
 */
export const ClassificationForm = memo(function ClassificationForm({
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
  const selectOptions = useMemo(() => options.map((c) => ({ value: c._id, label: c.name })), [options]);
  const nameOf = useCallback(
    (id: string) =>
      options.find((c) => c._id === id)?.name ??
      [...pages.values()].find((p) => p.documentClass?._id === id)?.documentClass?.name ??
      "",
    [options, pages],
  );
  return (
    <Stack spacing={1.5} data-testid="classification-form">
      {documents.map((doc) => (
        <DocClassSection
          key={doc.docNo}
          doc={doc}
          pages={pages}
          classes={classes}
          selectOptions={selectOptions}
          nameOf={nameOf}
          eachPage={eachPage}
          editable={editable}
          current={currentIn(doc.mainPages, current)}
          onSelectPage={onSelectPage}
          onChange={onChange}
        />
      ))}
    </Stack>
  );
});

type SelectOptions = { value: string; label: string }[];

const DocClassSection = memo(function DocClassSection({
  doc,
  pages,
  classes,
  selectOptions,
  nameOf,
  eachPage,
  editable,
  current,
  onSelectPage,
  onChange,
}: {
  doc: SplittedDocument;
  pages: Map<number, WorkspacePage>;
  classes: ClassDraft;
  selectOptions: SelectOptions;
  nameOf: (id: string) => string;
  eachPage: boolean;
  editable: boolean;
  /** The current page when it is in this document. */
  current: number | null;
  onSelectPage: (pageNo: number) => void;
  onChange: (pageNos: number[], classId: string) => void;
}) {
  const docClasses = new Set(doc.mainPages.map((n) => classes[n] ?? ""));
  const common = docClasses.size === 1 ? [...docClasses][0] : "";
  return (
    <Paper variant="outlined" component="section" aria-label={`Doc ${doc.docNo}`} sx={{ p: 1.25 }}>
      <Typography variant="subtitle2" fontWeight={700} sx={{ mb: 1 }}>{`Doc ${doc.docNo}`}</Typography>
      {eachPage ? (
        <Stack spacing={1}>
          {doc.mainPages.map((n) => (
            <PageClassRow
              key={n}
              pageNo={n}
              page={pages.get(n)}
              value={classes[n] ?? ""}
              selectOptions={selectOptions}
              editable={editable}
              selected={n === current}
              onSelectPage={onSelectPage}
              onChange={onChange}
            />
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
            helperText={
              docClasses.size > 1 ? `Pages of ${[...docClasses].map(nameOf).filter(Boolean).join(", ")}` : undefined
            }
            sx={{ minWidth: 0 }}
          />
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mt: 1 }}>
            {doc.mainPages.slice(0, 200).map((n) => (
              <PageChip
                key={n}
                pageNo={n}
                confidence={pages.get(n)?.confidence}
                check={pageNeedsCheck(pages.get(n))}
                selected={n === current}
                onSelectPage={onSelectPage}
              />
            ))}
            {doc.mainPages.length > 200 && (
              <Typography
                variant="caption"
                color="text.secondary"
              >{`and ${doc.mainPages.length - 200} more pages`}</Typography>
            )}
          </Box>
        </>
      )}
    </Paper>
  );
});

const PageClassRow = memo(function PageClassRow({
  pageNo: n,
  page,
  value,
  selectOptions,
  editable,
  selected,
  onSelectPage,
  onChange,
}: {
  pageNo: number;
  page: WorkspacePage | undefined;
  value: string;
  selectOptions: SelectOptions;
  editable: boolean;
  selected: boolean;
  onSelectPage: (pageNo: number) => void;
  onChange: (pageNos: number[], classId: string) => void;
}) {
  return (
    <LazyMount height={PAGE_ROW} eager={selected} anchor={n}>
      <Stack
        direction="row"
        spacing={0.5}
        alignItems="center"
        onFocusCapture={() => onSelectPage(n)}
        sx={{ borderLeft: 3, borderColor: selected ? "primary.main" : "transparent", pl: 0.5 }}
      >
        <SelectInput
          label={`Page ${n}`}
          size="small"
          fullWidth
          value={value}
          options={selectOptions}
          onChange={(v) => onChange([n], v)}
          disabled={!editable}
          sx={{ minWidth: 0, flex: 1 }}
        />
        <Confidence page={page} />
      </Stack>
    </LazyMount>
  );
});

const PageChip = memo(function PageChip({
  pageNo: n,
  confidence: value,
  check,
  selected,
  onSelectPage,
}: {
  pageNo: number;
  confidence: number | null | undefined;
  check: boolean;
  selected: boolean;
  onSelectPage: (pageNo: number) => void;
}) {
  const confidence =
    formatConfidence(value) && (check ? `${formatConfidence(value)} · check` : formatConfidence(value));
  return (
    <Chip
      data-form-page={n}
      size="small"
      clickable
      onClick={() => onSelectPage(n)}
      color={selected ? "primary" : check ? "warning" : "default"}
      variant={selected ? "filled" : "outlined"}
      label={confidence ? `Page ${n} · ${confidence}` : `Page ${n}`}
      aria-label={confidence ? `Page ${n}, confidence ${confidence}` : `Page ${n}`}
      sx={{ height: 22, "& .MuiChip-label": { px: 0.75, fontSize: 11 } }}
    />
  );
});
