import { useEffect, useState } from "react";
import { useCan, useList, useNavigation } from "@refinedev/core";
import { Button, Chip, Stack } from "@mui/material";
import { DataTable, type Column } from "../../components/DataTable";
import { DeleteDialog } from "../../components/DeleteDialog";
import { useDeleteWithConfirm } from "../../components/useDeleteWithConfirm";
import { useResourceBreadcrumbs } from "../../layout/breadcrumbs";
import { ROLE_LABELS, type RoleName } from "../../../domain/access";
import type { User } from "../../../domain/entities";
import { currentRoles } from "../../providers/authProvider";
import { rolesCan } from "../../providers/casbinEnforcer";
import { ApiKeysDialog } from "./ApiKeysDialog";

const columns: Column<User>[] = [
  { id: "firstName", header: "First Name", value: (u) => u.firstName },
  { id: "lastName", header: "Last Name", value: (u) => u.lastName },
  { id: "email", header: "Email", value: (u) => u.email },
  {
    id: "roles",
    header: "Roles",
    value: (u) => u.roles.map((r) => ROLE_LABELS[r as RoleName] ?? r).join(", "),
    render: (u) => (
      <Stack direction="row" spacing={0.5}>
        {u.roles.map((r) => (
          <Chip key={r} size="small" label={ROLE_LABELS[r as RoleName] ?? r} />
        ))}
        {!u.isActive && <Chip size="small" color="warning" label="Inactive" />}
      </Stack>
    ),
  },
];

export default function UserList() {
  useResourceBreadcrumbs();
  const { list, create, edit } = useNavigation();
  const { result, query } = useList<User>({
    resource: "users",
    pagination: { mode: "off" },
    meta: { fallbackError: "Failed to fetch users" },
    errorNotification: (err) => ({ type: "error", message: err?.message || "Failed to fetch users" }),
  });
  const canCreate = useCan({ resource: "users", action: "create" }).data?.can;
  const canEdit = useCan({ resource: "users", action: "edit" }).data?.can;
  const canDelete = useCan({ resource: "users", action: "delete" }).data?.can;
  const del = useDeleteWithConfirm("users", "Failed to delete user");
  // Integrations of the organization, for admins (casbin entity apiKey).
  const [canKeys, setCanKeys] = useState(false);
  const [keysOpen, setKeysOpen] = useState(false);
  useEffect(() => void rolesCan(currentRoles(), "apiKey", "list").then(setCanKeys), []);
  const canHooks = useCan({ resource: "webhooks", action: "list" }).data?.can;

  return (
    <>
      {(canKeys || canHooks) && (
        <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mb: 1 }}>
          {canKeys && (
            <Button variant="outlined" size="small" onClick={() => setKeysOpen(true)}>
              API keys
            </Button>
          )}
          {canHooks && (
            <Button variant="outlined" size="small" onClick={() => list("webhooks")}>
              Webhooks
            </Button>
          )}
        </Stack>
      )}
      <DataTable
        title="Users"
        rows={result.data}
        columns={columns}
        rowKey={(u) => u._id}
        loading={query.isLoading}
        onCreate={canCreate ? () => create("users") : undefined}
        onEdit={canEdit ? (u) => edit("users", u._id) : undefined}
        onDelete={canDelete ? (u) => del.ask(u._id) : undefined}
      />
      <DeleteDialog {...del.dialog} />
      <ApiKeysDialog open={keysOpen} onClose={() => setKeysOpen(false)} />
    </>
  );
}
