import { Box, Chip, Stack, Typography } from "@mui/material";
import type { PageData } from "../../domain/entities";
import type { BatchView } from "./batchModel";

function PageCard({ pageNo, page }: { pageNo: number; page?: PageData }) {
  return (
    <Box component="figure" sx={{ m: 0, width: 132, display: "flex", flexDirection: "column", alignItems: "center", gap: 0.5 }}>
      <Box sx={{ width: 120, height: 160, border: "1px solid", borderColor: "divider", borderRadius: 1, bgcolor: "grey.100", overflow: "hidden", display: "flex", alignItems: "center", justifyContent: "center" }}>
        {page?.thumbnailUrl ? (
          <Box component="img" src={page.thumbnailUrl} alt={`Page ${pageNo}`} loading="lazy" sx={{ maxWidth: "100%", maxHeight: "100%", objectFit: "contain", display: "block" }} />
        ) : (
          <Typography variant="caption" color="text.secondary">{`Page ${pageNo}`}</Typography>
        )}
      </Box>
      <Typography component="figcaption" variant="caption">{`Page ${pageNo}`}</Typography>
      {page?.documentClass?.name && <Chip size="small" label={page.documentClass.name} sx={{ maxWidth: 128 }} />}
    </Box>
  );
}

/** The batch's pages as thumbnails, grouped into its documents ('Doc {docNo}'). */
export function PageThumbnails({ batch }: { batch: BatchView }) {
  const pages = new Map((batch.pageData ?? []).map((p) => [p.pageNo, p]));
  const documents = batch.splittedDocuments ?? [];
  if (!pages.size && !documents.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
        No pages
      </Typography>
    );
  }
  // Before any split, every page in one group.
  const groups = documents.length ? documents.map((d) => ({ label: `Doc ${d.docNo}`, pageNos: d.mainPages })) : [{ label: null, pageNos: [...pages.keys()].sort((a, b) => a - b) }];
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2} alignItems="flex-start">
      {groups.map((g, i) => (
        <Box
          key={g.label ?? i}
          component="section"
          aria-label={g.label ?? "Pages"}
          sx={{ border: g.label ? "1px solid" : "none", borderColor: "divider", borderRadius: 1, p: g.label ? 1.5 : 0 }}
        >
          {g.label && (
            <Typography variant="subtitle2" fontWeight={600} sx={{ mb: 1 }}>
              {g.label}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                {`${g.pageNos.length} page${g.pageNos.length === 1 ? "" : "s"}`}
              </Typography>
            </Typography>
          )}
          <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1.5}>
            {g.pageNos.map((n) => (
              <PageCard key={n} pageNo={n} page={pages.get(n)} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
