import { useCan, useNavigation } from "@refinedev/core";
import { Button, Chip, Stack, Typography } from "@mui/material";
import { CardGrid, GridCard } from "../../components/CardGrid";
import { DeleteDialog } from "../../components/DeleteDialog";
import { useDeleteWithConfirm } from "../../components/useDeleteWithConfirm";
import { useResourceBreadcrumbs } from "../../layout/breadcrumbs";
import { useValueListCategories } from "./useValueListCategories";

/** /value-list: one card per category with its 'Total Data' count (spec 02, value list category list). */
export default function ValueListCategoryList() {
  useResourceBreadcrumbs();
  const { list, create, edit } = useNavigation();
  const { categories, query } = useValueListCategories();
  const canCreate = useCan({ resource: "value-list", action: "create" }).data?.can;
  const canEdit = useCan({ resource: "value-list", action: "edit" }).data?.can;
  const canDelete = useCan({ resource: "value-list", action: "delete" }).data?.can;
  const del = useDeleteWithConfirm("value-list", "Failed to delete Value-List-Category");

  return (
    <>
      <CardGrid
        title="Value List"
        loading={query.isLoading}
        onCreate={canCreate ? () => create("value-list") : undefined}
      >
        {categories.map((c) => (
          <GridCard
            key={c._id}
            title={c.name}
            testId="value-list-card"
            actions={
              <>
                {canDelete && (
                  <Button size="small" color="error" onClick={() => del.ask(c._id)}>
                    Delete
                  </Button>
                )}
                <Button size="small" onClick={() => list("value-list-data", "push", { categoryId: c._id })}>
                  View Data
                </Button>
                {canEdit && (
                  <Button size="small" variant="outlined" onClick={() => edit("value-list", c._id)}>
                    Edit
                  </Button>
                )}
              </>
            }
          >
            <Stack direction="row" spacing={1} alignItems="center">
              <Typography variant="body2" color="text.secondary">
                Total Data
              </Typography>
              <Chip size="small" label={c.totalData ?? 0} />
              {c.isMasterKey && <Chip size="small" color="primary" variant="outlined" label="Master Key" />}
            </Stack>
          </GridCard>
        ))}
      </CardGrid>
      <DeleteDialog {...del.dialog} />
    </>
  );
}
