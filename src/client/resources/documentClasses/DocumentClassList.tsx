import { useCan, useNavigation } from "@refinedev/core";
import { Alert, Button, Chip, Stack, Typography } from "@mui/material";
import { CardGrid, firstAndMore, GridCard } from "../../components/CardGrid";
import { DeleteDialog } from "../../components/DeleteDialog";
import { useDeleteWithConfirm } from "../../components/useDeleteWithConfirm";
import { useResourceBreadcrumbs } from "../../layout/breadcrumbs";
import { FETCH_DOCUMENT_CLASSES_ERROR, useDocumentClasses } from "./useDocumentClasses";

/** /document-class: one card per class with its first 3 fields (spec 02, document class list). */
export default function DocumentClassList() {
  useResourceBreadcrumbs();
  const { create, edit } = useNavigation();
  // A failed load shows both ways the spec reads: a toast and a red box.
  const { documentClasses, query } = useDocumentClasses();
  const canCreate = useCan({ resource: "document-class", action: "create" }).data?.can;
  const canEdit = useCan({ resource: "document-class", action: "edit" }).data?.can;
  const canDelete = useCan({ resource: "document-class", action: "delete" }).data?.can;
  const del = useDeleteWithConfirm("document-class", "Failed to delete document class");

  return (
    <>
      <CardGrid
        title="Document Classes"
        loading={query.isLoading}
        onCreate={canCreate ? () => create("document-class") : undefined}
        error={
          query.isError ? (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {query.error?.message || FETCH_DOCUMENT_CLASSES_ERROR}
            </Alert>
          ) : null
        }
      >
        {documentClasses.map((dc) => {
          const names = [...(dc.fields ?? [])]
            .sort((a, b) => a.order - b.order)
            .map((f) => (typeof f.field === "object" ? f.field?.name : String(f.field ?? "")));
          const { shown, more } = firstAndMore(names);
          return (
            <GridCard
              key={dc._id}
              title={dc.name}
              testId="document-class-card"
              actions={
                <>
                  {canDelete && (
                    <Button size="small" color="error" onClick={() => del.ask(dc._id)}>
                      Delete
                    </Button>
                  )}
                  {canEdit && (
                    <Button size="small" variant="outlined" onClick={() => edit("document-class", dc._id)}>
                      Edit
                    </Button>
                  )}
                </>
              }
            >
              <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
                {shown.map((n, i) => (
                  <Chip key={`${i}-${n}`} size="small" label={n} />
                ))}
                {more > 0 && <Chip size="small" variant="outlined" label={`+${more} more`} />}
              </Stack>
              <Typography
                variant="body2"
                color="text.secondary"
                title={dc.description}
                sx={{ display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden" }}
              >
                {dc.description}
              </Typography>
            </GridCard>
          );
        })}
      </CardGrid>
      <DeleteDialog {...del.dialog} />
    </>
  );
}
