/** E-mail intake settings (issue 16.5, MAIL_* variables), read once with the rest of the configuration. */
export interface MailConfig {
  /** How often a mailbox is looked at when the server does not push new messages (no IDLE), and as a safety net when it does. */
  pollSeconds: number;
  /** How often a worker process looks for mailboxes to watch (new, changed, removed, or left by a stopped worker). */
  superviseSeconds: number;
  /** A worker that has not renewed its lease on a mailbox for this long loses it to another worker. */
  leaseSeconds: number;
  /** Attachments of one message taken at most; a message with more is rejected. */
  maxAttachments: number;
  /** The largest attachment taken; a message with a larger usable one is rejected (never downloaded). */
  maxAttachmentBytes: number;
  /** Seconds to wait for a mail server to answer a connection (unreachable hosts fail after this). */
  connectTimeoutSeconds: number;
}

export function mailConfig(
  env: Record<string, string | undefined>,
  maxFilesPerBatch: number,
  maxFileBytes: number,
): MailConfig {
  const number = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
    return n;
  };
  const superviseSeconds = number("MAIL_SUPERVISE_SECONDS", 10);
  return {
    pollSeconds: number("MAIL_POLL_SECONDS", 60),
    superviseSeconds,
    leaseSeconds: Math.max(number("MAIL_LEASE_SECONDS", 60), superviseSeconds * 3),
    maxAttachments: Math.min(number("MAIL_MAX_ATTACHMENTS", 50), maxFilesPerBatch),
    maxAttachmentBytes: Math.min(number("MAIL_MAX_ATTACHMENT_MB", 25) * 1024 * 1024, maxFileBytes),
    connectTimeoutSeconds: number("MAIL_CONNECT_TIMEOUT_SECONDS", 15),
  };
}
