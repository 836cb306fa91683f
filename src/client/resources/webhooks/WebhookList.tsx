import { useCallback, useEffect, useState } from "react";
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
  FormHelperText,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import { useResourceBreadcrumbs } from "../../layout/breadcrumbs";
import { api } from "../../providers/httpClient";
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  webhookCreateSchema,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
} from "../../../domain/schemas/webhook";

const STATUS_LABELS: Record<WebhookDelivery["status"], string> = {
  pending: "Queued",
  sending: "Sending",
  retrying: "Will retry",
  delivered: "Delivered",
  failed: "Failed",
};
const STATUS_COLORS: Record<WebhookDelivery["status"], "default" | "info" | "warning" | "success" | "error"> = {
  pending: "default",
  sending: "info",
  retrying: "warning",
  delivered: "success",
  failed: "error",
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "");
const eventLabel = (event: string) =>
  event === WEBHOOK_TEST_EVENT ? "Test event" : (WEBHOOK_EVENT_LABELS[event as WebhookEvent] ?? event);

function DeliveryStatus({ delivery }: { delivery: WebhookDelivery | null }) {
  if (!delivery)
    return (
      <Typography variant="body2" color="text.secondary">
        No deliveries yet
      </Typography>
    );
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Chip size="small" color={STATUS_COLORS[delivery.status]} label={STATUS_LABELS[delivery.status]} />
        <Typography variant="body2">
          {eventLabel(delivery.event)} · {when(delivery.lastAttemptAt ?? delivery.createdAt)}
          {delivery.lastStatusCode !== null ? ` · answer ${delivery.lastStatusCode}` : ""}
        </Typography>
      </Stack>
      {delivery.lastError && (
        <Typography variant="body2" color={delivery.status === "failed" ? "error" : "warning.main"}>
          {delivery.lastError}
          {delivery.status === "retrying" && delivery.nextAttemptAt ? ` Next try ${when(delivery.nextAttemptAt)}.` : ""}
        </Typography>
      )}
    </Stack>
  );
}

/** The form: URL and events. The same schema as POST /webhooks checks it here first. */
function WebhookDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (w: Webhook) => void;
}) {
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    setUrl("");
    setEvents([...WEBHOOK_EVENTS]);
    setError(null);
  }, [open]);
  const save = async () => {
    const checked = webhookCreateSchema.safeParse({ url, events });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? "The webhook is not valid.");
    setSaving(true);
    try {
      onCreated(
        await api<Webhook>("/webhooks", {
          method: "POST",
          body: checked.data,
          fallbackError: "Failed to add the webhook",
        }),
      );
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Add Webhook</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="URL"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://example.com/hooks/docflow"
            helperText="HTTPS; HTTP for a receiver on your own network."
            fullWidth
            autoFocus
          />
          <Box>
            <Typography variant="subtitle2">Events</Typography>
            <FormGroup>
              {WEBHOOK_EVENTS.map((event) => (
                <FormControlLabel
                  key={event}
                  label={WEBHOOK_EVENT_LABELS[event]}
                  control={
                    <Checkbox
                      checked={events.includes(event)}
                      onChange={(e) =>
                        setEvents((list) => (e.target.checked ? [...list, event] : list.filter((x) => x !== event)))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>Each event is POSTed as JSON, signed with the webhook's secret.</FormHelperText>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Dialog open={!!secret} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Signing secret</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy this secret now: it is not shown again. Your receiver checks each delivery's Docflow-Signature header
          with it.
        </Alert>
        <TextField
          label="Secret"
          value={secret ?? ""}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => navigator.clipboard?.writeText(secret ?? "").catch(() => {})}>Copy</Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const [rows, setRows] = useState<WebhookDelivery[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setRows(
        await api<WebhookDelivery[]>(`/webhooks/${webhook._id}/deliveries`, {
          fallbackError: "Failed to read the delivery log",
        }),
      );
      setError(null);
    } catch (err) {
      setError((err as Error).message);
    }
  }, [webhook._id]);
  useEffect(() => {
    void load();
    const timer = setInterval(load, 2000);
    return () => clearInterval(timer);
  }, [load, webhook.lastDelivery?._id, webhook.lastDelivery?.status]);
  return (
    <Paper variant="outlined" sx={{ mt: 2 }}>
      <Typography variant="h6" sx={{ p: 2, pb: 0 }}>
        Delivery log: {webhook.url}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ m: 2 }}>
          {error}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label="Delivery log">
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell>Event</TableCell>
              <TableCell>Batch</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Tries</TableCell>
              <TableCell>Answer</TableCell>
              <TableCell>Message</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>No deliveries yet. 'Send test event' sends one.</TableCell>
              </TableRow>
            )}
            {rows?.map((d) => (
              <TableRow key={d._id}>
                <TableCell>{when(d.lastAttemptAt ?? d.createdAt)}</TableCell>
                <TableCell>{eventLabel(d.event)}</TableCell>
                <TableCell>{d.event === WEBHOOK_TEST_EVENT ? "" : d.batchNumber}</TableCell>
                <TableCell>
                  <Chip size="small" color={STATUS_COLORS[d.status]} label={STATUS_LABELS[d.status]} />
                </TableCell>
                <TableCell>{d.attempts}</TableCell>
                <TableCell>{d.lastStatusCode ?? ""}</TableCell>
                <TableCell>
                  {d.lastError}
                  {d.status === "retrying" && d.nextAttemptAt ? ` Next try ${when(d.nextAttemptAt)}.` : ""}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/** Admins' webhooks (issue 16.4): the list with each one's last delivery, the form, the delivery log and 'Send test event'. */
export default function WebhookList() {
  useResourceBreadcrumbs();
  const [webhooks, setWebhooks] = useState<Webhook[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<Webhook | null>(null);

  const load = useCallback(async () => {
    try {
      setWebhooks(await api<Webhook[]>("/webhooks", { fallbackError: "Failed to fetch webhooks" }));
      setError(null);
    } catch (err) {
      setError((err as Error).message);
    }
  }, []);
  useEffect(() => {
    void load();
    const timer = setInterval(load, 3000);
    return () => clearInterval(timer);
  }, [load]);

  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      setError(null);
    } catch (err) {
      setError((err as Error).message);
    }
    await load();
  };
  const current = webhooks?.find((w) => w._id === selected) ?? null;

  return (
    <Box>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          Webhooks
        </Typography>
        <Button variant="contained" onClick={() => setAdding(true)}>
          Add Webhook
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Other systems hear about batches as they happen: each event is POSTed as JSON to the URL, signed with the
        webhook's secret. A receiver that does not answer with 2xx is tried again, nine tries over about a day.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <TableContainer component={Paper}>
        <Table aria-label="Webhooks">
          <TableHead>
            <TableRow>
              <TableCell>URL</TableCell>
              <TableCell>Events</TableCell>
              <TableCell>Active</TableCell>
              <TableCell>Last delivery</TableCell>
              <TableCell>Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {webhooks?.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>No webhooks yet.</TableCell>
              </TableRow>
            )}
            {webhooks?.map((w) => (
              <TableRow key={w._id} selected={w._id === selected}>
                <TableCell sx={{ wordBreak: "break-all" }}>{w.url}</TableCell>
                <TableCell>{w.events.map((e) => WEBHOOK_EVENT_LABELS[e] ?? e).join(", ")}</TableCell>
                <TableCell>
                  <Switch
                    checked={w.isActive}
                    slotProps={{ input: { "aria-label": "Active" } }}
                    onChange={(e) =>
                      act(() =>
                        api(`/webhooks/${w._id}`, {
                          method: "PATCH",
                          body: { isActive: e.target.checked },
                          fallbackError: "Failed to change the webhook",
                        }),
                      )
                    }
                  />
                </TableCell>
                <TableCell>
                  <DeliveryStatus delivery={w.lastDelivery} />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                    <Button size="small" onClick={() => setSelected(w._id === selected ? null : w._id)}>
                      {w._id === selected ? "Hide log" : "Delivery log"}
                    </Button>
                    <Button
                      size="small"
                      onClick={() =>
                        act(async () => {
                          await api(`/webhooks/${w._id}/test`, {
                            method: "POST",
                            fallbackError: "Failed to send a test event",
                          });
                          setSelected(w._id);
                        })
                      }
                    >
                      Send test event
                    </Button>
                    <Tooltip title="A new secret replaces the old one at once">
                      <Button
                        size="small"
                        onClick={() =>
                          act(async () =>
                            setSecret(
                              (
                                await api<Webhook>(`/webhooks/${w._id}/rotate-secret`, {
                                  method: "POST",
                                  fallbackError: "Failed to rotate the secret",
                                })
                              ).secret ?? null,
                            ),
                          )
                        }
                      >
                        Rotate secret
                      </Button>
                    </Tooltip>
                    <Button size="small" color="error" onClick={() => setConfirmDelete(w)}>
                      Delete
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {current && <DeliveryLog webhook={current} />}

      <WebhookDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(w) => {
          setAdding(false);
          setSecret(w.secret ?? null);
          setSelected(w._id);
          void load();
        }}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <Dialog open={!!confirmDelete} onClose={() => setConfirmDelete(null)}>
        <DialogTitle>Delete webhook</DialogTitle>
        <DialogContent>
          Delete the webhook to {confirmDelete?.url} and its delivery log? Events are no longer sent there.
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              const w = confirmDelete!;
              setConfirmDelete(null);
              if (selected === w._id) setSelected(null);
              void act(() =>
                api(`/webhooks/${w._id}`, { method: "DELETE", fallbackError: "Failed to delete the webhook" }),
              );
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
