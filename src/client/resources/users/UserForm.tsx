import { useNavigation } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller } from "react-hook-form";
import { Autocomplete, Chip, FormControlLabel, Paper, Stack, Switch, TextField, Typography } from "@mui/material";
import { ROLE_LABELS, ROLES, type RoleName } from "../../../domain/access";
import { userCreateSchema, userEditSchema } from "../../../domain/schemas/user";
import { useResourceBreadcrumbs } from "../../layout/breadcrumbs";
import { FullPageLoader } from "../../components/FullPageLoader";
import { FormActions } from "../../components/FormActions";

interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  roles: RoleName[];
}

/** Create and edit share one form: title, submit label and the e-mail lock differ (spec 02, user form). */
export function UserForm({ mode }: { mode: "create" | "edit" }) {
  const { list } = useNavigation();
  const editing = mode === "edit";
  useResourceBreadcrumbs();
  const {
    refineCore: { onFinish, formLoading, query, mutation },
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<any, any, UserFormValues>({
    refineCoreProps: {
      resource: "users",
      action: mode,
      redirect: false,
      meta: { fallbackError: editing ? "Failed to update user" : "Failed to create user" },
      successNotification: false,
      errorNotification: false,
      onMutationSuccess: () => list("users"),
    },
    // The e-mail is checked only when creating: it cannot change afterwards.
    resolver: zodResolver((editing ? userEditSchema : userCreateSchema) as any),
    defaultValues: { firstName: "", lastName: "", email: "", isActive: true, roles: [] },
  });

  if (editing && query?.isLoading) return <FullPageLoader />;
  const serverError =
    mutation.error?.message || (query?.error ? query.error.message || "Failed to fetch user details" : null);

  const submit = handleSubmit((values) => {
    const body = editing
      ? { firstName: values.firstName, lastName: values.lastName, isActive: values.isActive, roles: values.roles }
      : {
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          isActive: values.isActive,
          roles: values.roles,
        };
    return onFinish(body as any).catch(() => {});
  });

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h5" sx={{ mb: 3 }}>
        {editing ? "Update User" : "Add User"}
      </Typography>
      <Stack spacing={2.5}>
        <TextField
          label="First Name"
          required
          {...register("firstName")}
          error={!!errors.firstName}
          helperText={errors.firstName?.message as string}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Last Name"
          required
          {...register("lastName")}
          error={!!errors.lastName}
          helperText={errors.lastName?.message as string}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Email"
          required
          type="email"
          disabled={editing}
          {...register("email")}
          error={!!errors.email}
          helperText={errors.email?.message as string}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label="Is Active"
            />
          )}
        />
        <Controller
          control={control}
          name="roles"
          render={({ field }) => (
            <Autocomplete
              multiple
              options={[...ROLES]}
              getOptionLabel={(r) => ROLE_LABELS[r]}
              value={field.value ?? []}
              onChange={(_, v) => field.onChange(v)}
              renderTags={(value, getTagProps) =>
                value.map((r, index) => (
                  <Chip {...getTagProps({ index })} key={r} label={ROLE_LABELS[r]} size="small" />
                ))
              }
              renderInput={(p) => (
                <TextField
                  {...p}
                  label="Roles"
                  required
                  placeholder="Select..."
                  error={!!errors.roles}
                  helperText={errors.roles?.message as string}
                />
              )}
            />
          )}
        />
      </Stack>
      <FormActions
        error={serverError}
        onCancel={() => list("users")}
        submitLabel={editing ? "Update" : "Create"}
        submitDisabled={formLoading}
      />
    </Paper>
  );
}
