import { MAILBOX_DEFAULTS, type JobMailbox } from "../../../domain/schemas/mailbox";

/** The job form's mailbox (issue 16.5): the job's mailbox without its status; null in the form means none. */
export type MailboxFormValues = Omit<JobMailbox, "status">;

export const emptyMailbox = (): MailboxFormValues => ({
  enabled: true,
  host: "",
  port: MAILBOX_DEFAULTS.port,
  tls: MAILBOX_DEFAULTS.tls,
  user: "",
  password: "",
  folder: MAILBOX_DEFAULTS.folder,
  processedFolder: MAILBOX_DEFAULTS.processedFolder,
  rejectedFolder: MAILBOX_DEFAULTS.rejectedFolder,
});

/** The job's mailbox as the server sends it, without its status, as form values. */
export function mailboxValuesOf(mailbox: JobMailbox | null | undefined): MailboxFormValues | null {
  if (!mailbox) return null;
  const { status: _status, ...rest } = mailbox;
  return { ...emptyMailbox(), ...rest, password: "" };
}
