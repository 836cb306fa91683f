import { z } from "zod";

/**
 * A job's mailbox (issue 16.5, e-mail intake): the IMAP account a worker watches; each new message's attachments
 * become one batch of the job. Optional: a job without one (every job of the spec) has `mailbox: null`.
 *
 * The password works like the M-Files one: a job read from the server carries password '' and passwordSet true
 * when one is stored; an empty password then means "keep the stored one" (for the same host and user only).
 */

export const MAILBOX_DEFAULTS = {
  port: 993,
  tls: true,
  folder: "INBOX",
  processedFolder: "Processed",
  rejectedFolder: "Rejected",
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? "");

const folder = (label: string, fallback: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(200, `${label} must be at most 200 characters`)
    .nullish()
    .transform((v) => v || fallback);

/** The fields as sent; the rules with their messages are applied by the transform. */
const mailboxShape = z.object(
  {
    enabled: z
      .boolean({ error: "Mailbox Enabled must be true or false" })
      .nullish()
      .transform((v) => v ?? true),
    host: text("IMAP Host", 255),
    port: z
      .union([z.number(), z.string()], { error: "IMAP Port must be a number from 1 to 65535" })
      .nullish()
      .transform((v) => (v === null || v === undefined || v === "" ? MAILBOX_DEFAULTS.port : Number(v))),
    tls: z
      .boolean({ error: "TLS must be true or false" })
      .nullish()
      .transform((v) => v ?? MAILBOX_DEFAULTS.tls),
    user: text("Mailbox User", 255),
    password: z
      .string({ error: "Mailbox Password must be text" })
      .max(1000, "Mailbox Password must be at most 1000 characters")
      .nullish()
      .transform((v) => v ?? ""),
    /** Set by the server from what it stores; a client's value is ignored. */
    passwordSet: z
      .unknown()
      .optional()
      .transform((v) => v === true),
    folder: folder("Folder", MAILBOX_DEFAULTS.folder),
    processedFolder: folder("Processed Folder", MAILBOX_DEFAULTS.processedFolder),
    rejectedFolder: folder("Rejected Folder", MAILBOX_DEFAULTS.rejectedFolder),
  },
  { error: "Mailbox must be an object" },
);

export const mailboxSchema = mailboxShape.transform((m, ctx) => {
  const issue = (key: string, message: string) => ctx.addIssue({ code: "custom", path: [key], message });
  if (!m.host) issue("host", "IMAP Host is required");
  else if (!/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/.test(m.host))
    issue("host", "IMAP Host must be a host name or an IP address, without imap:// or a port");
  if (!Number.isInteger(m.port) || m.port < 1 || m.port > 65535)
    issue("port", "IMAP Port must be a number from 1 to 65535");
  if (!m.user) issue("user", "Mailbox User is required");
  if (!m.password && !m.passwordSet) issue("password", "Mailbox Password is required");
  if (m.processedFolder === m.folder)
    issue("processedFolder", "The Processed Folder must not be the folder that is watched");
  if (m.rejectedFolder === m.folder)
    issue("rejectedFolder", "The Rejected Folder must not be the folder that is watched");
  const { passwordSet: _ignored, ...rest } = m;
  return rest;
});

export type MailboxInput = z.output<typeof mailboxSchema>;

/** POST /job/mailbox/test: the connection fields; jobId lets an empty password mean the job's stored one. */
export const mailboxTestSchema = z
  .object({ jobId: z.string().max(100).nullish() })
  .passthrough()
  .transform((v, ctx) => {
    const { jobId, ...rest } = v;
    const parsed = mailboxShape.safeParse({ ...rest, passwordSet: !!jobId });
    if (!parsed.success) {
      for (const i of parsed.error.issues)
        ctx.addIssue({ code: "custom", path: i.path as (string | number)[], message: i.message });
      return z.NEVER;
    }
    const m = parsed.data;
    if (!m.host) ctx.addIssue({ code: "custom", path: ["host"], message: "IMAP Host is required" });
    if (!Number.isInteger(m.port) || m.port < 1 || m.port > 65535)
      ctx.addIssue({ code: "custom", path: ["port"], message: "IMAP Port must be a number from 1 to 65535" });
    if (!m.user) ctx.addIssue({ code: "custom", path: ["user"], message: "Mailbox User is required" });
    if (!m.password && !jobId)
      ctx.addIssue({ code: "custom", path: ["password"], message: "Mailbox Password is required" });
    const { passwordSet: _ignored, ...rest2 } = m;
    return { ...rest2, jobId: jobId || null };
  });

/** What the job screen shows of the mailbox's work (read-only; the server writes it). */
export interface MailboxStatus {
  /** When a worker last signed in and looked for new messages. */
  lastCheckAt: string | null;
  /** The last problem, as a sentence ('Sign-in to the mailbox failed: ...'); null once a check succeeds. */
  lastError: string | null;
  lastErrorAt: string | null;
  /** Whether the server pushes new messages (IDLE); otherwise the folder is polled. */
  idle: boolean;
  batches: number;
  rejected: number;
  lastRejection: { subject: string; from: string; reason: string; at: string } | null;
}

export interface JobMailbox {
  enabled: boolean;
  host: string;
  port: number;
  tls: boolean;
  user: string;
  /** Always '' from the server; passwordSet says whether one is stored. */
  password: string;
  passwordSet?: boolean;
  folder: string;
  processedFolder: string;
  rejectedFolder: string;
  status?: MailboxStatus;
}
