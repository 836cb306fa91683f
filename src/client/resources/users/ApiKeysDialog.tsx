import { useCallback, useEffect, useId, useState } from "react";
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { api } from "../../providers/httpClient";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { ROLES, ROLE_LABELS, type RoleName } from "../../../domain/access";
import { apiKeyCreateSchema, type ApiKey, type CreatedApiKey } from "../../../domain/schemas/apiKey";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "—");

/**
 * The organization's API keys (admins): create one with a name, roles and an optional expiry, see its secret once,
 * list and revoke. Opened from the Users screen.
 */
export function ApiKeysDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [roles, setRoles] = useState<RoleName[]>([]);
  const [expires, setExpires] = useState("");
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const load = useCallback(async () => {
    try {
      setKeys(await api<ApiKey[]>("/api-keys", { fallbackError: "Failed to fetch API keys" }));
    } catch (err) {
      setError((err as Error).message);
    }
  }, []);
  useEffect(() => {
    if (open) void load();
    else {
      setCreated(null);
      setError(null);
    }
  }, [open, load]);

  const create = async () => {
    const body = { name, roles, expiresAt: expires ? new Date(expires).toISOString() : null };
    const checked = apiKeyCreateSchema.safeParse(body);
    if (!checked.success) return setError(checked.error.issues[0].message);
    setBusy(true);
    setError(null);
    try {
      setCreated(
        await api<CreatedApiKey>("/api-keys", { method: "POST", body, fallbackError: "Failed to create the API key" }),
      );
      setCopied(false);
      setName("");
      setRoles([]);
      setExpires("");
      await load();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await api(`/api-keys/${revoking._id}`, { method: "DELETE", fallbackError: "Failed to revoke the API key" });
      setRevoking(null);
      await load();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!created) return;
    await navigator.clipboard?.writeText(created.secret).catch(() => undefined);
    setCopied(true);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>API keys</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Other systems call the API with <code>Authorization: Bearer &lt;key&gt;</code>. A key works in this
          organization with the roles it was given. The API reference is at{" "}
          <a href="/api/docs" target="_blank" rel="noreferrer">
            /api/docs
          </a>
          .
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {created && (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="api-key-secret-box">
            <Typography variant="body2" sx={{ mb: 1 }}>
              Copy the key of <strong>{created.name}</strong> now: it is shown only this once.
            </Typography>
            <Stack direction="row" spacing={1} alignItems="center">
              <TextField
                size="small"
                value={created.secret}
                fullWidth
                slotProps={{
                  htmlInput: { readOnly: true, "aria-label": "New API key", "data-testid": "api-key-secret" },
                }}
              />
              <Tooltip title={copied ? "Copied" : "Copy"}>
                <IconButton aria-label="Copy the key" onClick={copy}>
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          </Alert>
        )}
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void create();
          }}
          sx={{ mb: 3 }}
        >
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} alignItems={{ sm: "center" }}>
            <TextField label="Name" size="small" value={name} onChange={(e) => setName(e.target.value)} />
            <Box>
              <FormLabel sx={{ fontSize: 12 }}>Roles</FormLabel>
              <FormGroup row>
                {ROLES.map((r) => (
                  <FormControlLabel
                    key={r}
                    label={ROLE_LABELS[r]}
                    control={
                      <Checkbox
                        size="small"
                        checked={roles.includes(r)}
                        onChange={(e) => setRoles(e.target.checked ? [...roles, r] : roles.filter((x) => x !== r))}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </Box>
            <TextField
              label="Expires (optional)"
              type="datetime-local"
              size="small"
              value={expires}
              onChange={(e) => setExpires(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button type="submit" variant="contained" disabled={busy}>
              Create key
            </Button>
          </Stack>
        </Box>
        <Table size="small" aria-label="API keys">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Key</TableCell>
              <TableCell>Roles</TableCell>
              <TableCell>Created</TableCell>
              <TableCell>Expires</TableCell>
              <TableCell>Last used</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {keys?.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>No API keys yet.</TableCell>
              </TableRow>
            )}
            {keys?.map((k) => (
              <TableRow key={k._id}>
                <TableCell>{k.name}</TableCell>
                <TableCell>
                  <code>{k.prefix}…</code>
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5}>
                    {k.roles.map((r) => (
                      <Chip key={r} size="small" label={ROLE_LABELS[r as RoleName] ?? r} />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell>
                  {when(k.createdAt)}
                  {k.createdBy?.name ? ` by ${k.createdBy.name}` : ""}
                </TableCell>
                <TableCell>{k.expiresAt ? when(k.expiresAt) : "Never"}</TableCell>
                <TableCell>{when(k.lastUsedAt)}</TableCell>
                <TableCell align="right">
                  {k.revokedAt ? (
                    <Chip size="small" color="warning" label="Revoked" />
                  ) : k.expiresAt && Date.parse(k.expiresAt) <= Date.now() ? (
                    <Chip size="small" label="Expired" />
                  ) : (
                    <Button size="small" color="error" onClick={() => setRevoking(k)}>
                      Revoke
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      <ConfirmDialog
        open={!!revoking}
        title="Revoke API key"
        text={`Revoke the key ${revoking?.name ?? ""}? Systems using it get 401 from now on. This cannot be undone.`}
        confirmLabel="Revoke"
        busy={busy}
        onCancel={() => setRevoking(null)}
        onConfirm={() => void revoke()}
      />
    </Dialog>
  );
}
