import { useState } from "react";
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormSetValue,
} from "react-hook-form";
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Switch, TextField, Typography } from "@mui/material";
import type { MailboxStatus } from "../../../domain/schemas/mailbox";
import { api } from "../../providers/httpClient";
import type { JobFormValues } from "./jobFormModel";
import { emptyMailbox } from "./mailboxFormModel";

type TextKey = "host" | "port" | "user" | "password" | "folder" | "processedFolder" | "rejectedFolder";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "never");

/**
 * E-mail intake (issue 16.5): the job's mailbox, a 'Test connection' button (POST /job/mailbox/test, which answers a
 * sentence), and what the workers last did with it (last check, last error, batches made, messages rejected).
 */
export function MailboxSection({
  control,
  setValue,
  getValues,
  errors,
  jobId,
  status,
  passwordStored,
}: {
  control: Control<JobFormValues>;
  setValue: UseFormSetValue<JobFormValues>;
  getValues: UseFormGetValues<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
  jobId?: string;
  status?: MailboxStatus | null;
  passwordStored: boolean;
}) {
  const mailbox = useWatch({ control, name: "mailbox" });
  const [test, setTest] = useState<{ running: boolean; ok?: boolean; message?: string }>({ running: false });
  const on = !!mailbox;
  const fieldErrors = (errors.mailbox ?? {}) as Record<string, { message?: string } | undefined>;

  const text = (key: TextKey, label: string, { helperText, ...extra }: Record<string, unknown> = {}) => (
    <Controller
      control={control}
      name={`mailbox.${key}` as const}
      render={({ field }) => (
        <TextField
          label={label}
          {...field}
          value={field.value ?? ""}
          onChange={(e) =>
            field.onChange(key === "port" ? (e.target.value === "" ? "" : Number(e.target.value)) : e.target.value)
          }
          error={!!fieldErrors[key]}
          helperText={fieldErrors[key]?.message ?? (helperText as string | undefined)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { "aria-label": label } }}
          {...extra}
        />
      )}
    />
  );

  const runTest = async () => {
    const m = getValues("mailbox");
    if (!m) return;
    setTest({ running: true });
    try {
      const answer = await api<{ ok: boolean; message: string }>("/job/mailbox/test", {
        method: "POST",
        body: {
          host: m.host,
          port: m.port,
          tls: m.tls,
          user: m.user,
          password: m.password,
          folder: m.folder,
          ...(jobId ? { jobId } : {}),
        },
        fallbackError: "The connection could not be tested",
      });
      setTest({ running: false, ok: answer.ok, message: answer.message });
    } catch (err) {
      setTest({
        running: false,
        ok: false,
        message: err instanceof Error ? err.message : "The connection could not be tested",
      });
    }
  };

  return (
    <Box component="section" aria-labelledby="job-mailbox">
      <Typography id="job-mailbox" variant="subtitle1" fontWeight={600} sx={{ mb: 1 }}>
        Mailbox
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            onChange={(e) => setValue("mailbox", e.target.checked ? emptyMailbox() : null, { shouldDirty: true })}
          />
        }
        label="Take documents from a mailbox"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: on ? 2 : 0 }}>
        Each new message's PDF and image attachments become one batch of this job; the message is then moved to the
        processed folder, or to the rejected folder with the reason when it has nothing this job can take.
      </Typography>
      {on && (
        <Stack spacing={2}>
          <Box
            sx={{
              display: "grid",
              gap: 2,
              gridTemplateColumns: { xs: "1fr", md: "2fr 1fr 1fr" },
              alignItems: "center",
            }}
          >
            {text("host", "IMAP Host", { placeholder: "imap.example.com" })}
            {text("port", "IMAP Port", { type: "number" })}
            <Controller
              control={control}
              name="mailbox.tls"
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  label="TLS"
                />
              )}
            />
          </Box>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
            {text("user", "Mailbox User", { autoComplete: "off" })}
            {text("password", "Mailbox Password", {
              type: "password",
              autoComplete: "new-password",
              helperText: passwordStored ? "A password is stored; leave empty to keep it." : undefined,
            })}
          </Box>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr 1fr" } }}>
            {text("folder", "Folder")}
            {text("processedFolder", "Processed Folder")}
            {text("rejectedFolder", "Rejected Folder")}
          </Box>
          <Controller
            control={control}
            name="mailbox.enabled"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Watch this mailbox (off pauses it)"
              />
            )}
          />
          <Box>
            <Button variant="outlined" onClick={runTest} disabled={test.running}>
              {test.running ? "Testing…" : "Test connection"}
            </Button>
          </Box>
          {test.message && (
            <Alert severity={test.ok ? "success" : "error"} role="status">
              {test.message}
            </Alert>
          )}
          {status && (
            <Box role="status" aria-label="Mailbox status" sx={{ typography: "body2" }}>
              <div>
                Last check: {when(status.lastCheckAt)}
                {status.lastCheckAt
                  ? status.idle
                    ? " (new messages are pushed by the server)"
                    : " (the folder is polled)"
                  : ""}
              </div>
              <div>
                Batches made: {status.batches} · Messages rejected: {status.rejected}
              </div>
              {status.lastRejection && (
                <div>
                  Last rejected: "{status.lastRejection.subject}" from{" "}
                  {status.lastRejection.from || "an unknown sender"} — {status.lastRejection.reason}
                </div>
              )}
              {status.lastError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {status.lastError} ({when(status.lastErrorAt)})
                </Alert>
              )}
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}
