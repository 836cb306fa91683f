import { useCan, useList, useNavigation } from "@refinedev/core";
import { Button, Chip, Stack, Typography } from "@mui/material";
import { CardGrid, firstAndMore, GridCard } from "../../components/CardGrid";
import { DeleteDialog } from "../../components/DeleteDialog";
import { useDeleteWithConfirm } from "../../components/useDeleteWithConfirm";
import { useResourceBreadcrumbs } from "../../layout/breadcrumbs";
import type { Job } from "../../../domain/entities";

const FETCH_JOBS_ERROR = "Failed to fetch jobs";

/** /jobs: one card per job with at most 3 document class chips (spec 02, jobs list). */
export default function JobList() {
  useResourceBreadcrumbs();
  const { create, edit } = useNavigation();
  const { result, query } = useList<Job>({
    resource: "jobs",
    pagination: { mode: "off" },
    meta: { fallbackError: FETCH_JOBS_ERROR },
    errorNotification: (err) => ({ key: "jobs-load", type: "error", message: err?.message || FETCH_JOBS_ERROR }),
  });
  const canCreate = useCan({ resource: "jobs", action: "create" }).data?.can;
  const canEdit = useCan({ resource: "jobs", action: "edit" }).data?.can;
  const canDelete = useCan({ resource: "jobs", action: "delete" }).data?.can;
  const del = useDeleteWithConfirm("jobs", "Failed to delete job");

  return (
    <>
      <CardGrid
        title="Jobs"
        createLabel="Create New"
        loading={query.isLoading}
        onCreate={canCreate ? () => create("jobs") : undefined}
      >
        {(result.data ?? []).map((job) => {
          const classes = (job.classification?.documentClasses ?? []).map((c: any) =>
            typeof c === "object" ? c.name : String(c),
          );
          const { shown, more } = firstAndMore(classes);
          return (
            <GridCard
              key={job._id}
              title={job.name}
              testId="job-card"
              actions={
                <>
                  {canDelete && (
                    <Button size="small" color="error" onClick={() => del.ask(job._id)}>
                      Delete
                    </Button>
                  )}
                  {canEdit && (
                    <Button size="small" variant="outlined" onClick={() => edit("jobs", job._id)}>
                      Edit
                    </Button>
                  )}
                </>
              }
            >
              <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
                {shown.map((name, i) => (
                  <Chip key={`${i}-${name}`} size="small" color="primary" variant="outlined" label={name} />
                ))}
                {more > 0 && <Chip size="small" label={`+${more} more`} />}
              </Stack>
              {job.description && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  title={job.description}
                  sx={{ display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden" }}
                >
                  {job.description}
                </Typography>
              )}
            </GridCard>
          );
        })}
      </CardGrid>
      <DeleteDialog {...del.dialog} />
    </>
  );
}
