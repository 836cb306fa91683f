import type { ImapFlow } from "imapflow";
import type { MailboxInput } from "../../domain/schemas/mailbox";

/** A connection problem said as the admin should read it on the job screen. */
export class MailboxProblem extends Error {
  readonly readable = true;
}

const where = (m: Pick<MailboxInput, "host" | "port">) => `${m.host}:${m.port}`;

const UNREACHABLE: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "no such host",
  EAI_AGAIN: "the host name could not be looked up",
  ETIMEDOUT: "no answer",
  ETIMEOUT: "no answer",
  EHOSTUNREACH: "no route to the host",
  ENETUNREACH: "the network is unreachable",
  ECONNRESET: "the connection was reset",
  GREETING_TIMEOUT: "it did not greet as an IMAP server does",
  CONNECT_TIMEOUT: "no answer",
  NoConnection: "the connection closed",
  EConnectionClosed: "the connection closed",
};

/** The sentence for an error of connecting, signing in or opening the folder. */
export function problemSentence(
  err: unknown,
  m: Pick<MailboxInput, "host" | "port" | "user" | "folder" | "tls">,
): string {
  if (err instanceof MailboxProblem) return err.message;
  const e = (err ?? {}) as {
    code?: string;
    message?: string;
    authenticationFailed?: boolean;
    responseText?: string;
    serverResponseCode?: string;
  };
  const message = e.message ?? String(err);
  if (e.authenticationFailed) {
    const said = (e.responseText || "").replace(/\s*\[[^\]]*:\d\d:\d\d\]\s*$/, "").trim(); // Dovecot appends [host:time]
    return `Sign-in to the mailbox failed: ${said || "the server refused the user name or password"} (user ${m.user} on ${where(m)}).`;
  }
  const code = e.code ?? "";
  if (UNREACHABLE[code]) {
    const greetingHint =
      code === "GREETING_TIMEOUT" && !m.tls ? " Check the port, and whether the server wants TLS." : "";
    return `The mail server ${where(m)} cannot be reached (${UNREACHABLE[code]}).${greetingHint}`;
  }
  if (/^ERR_SSL|^ERR_TLS|CERT|SELF_SIGNED|EPROTO/.test(code) || /SSL|TLS|certificate/i.test(message))
    return `The mail server ${where(m)} did not set up a secure connection: ${message}. Check the port and the TLS setting.`;
  return `The mailbox check failed: ${message}`;
}

interface OpenOptions {
  connectTimeoutSeconds: number;
}

/** Signs in (as a real mail client: imapflow) and opens the folder; errors are MailboxProblem sentences. */
export async function openMailbox(m: MailboxInput, options: OpenOptions): Promise<ImapFlow> {
  const timeout = options.connectTimeoutSeconds * 1000;
  // imapflow (~16 MB with its MIME libraries) is loaded when a mailbox is first opened, not by every server.
  const { ImapFlow } = await import("imapflow");
  const client = new ImapFlow({
    host: m.host,
    port: m.port,
    secure: m.tls,
    auth: { user: m.user, pass: m.password },
    logger: false,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: 5 * 60 * 1000,
    // IDLE starts one second after the last command, so a new message is seen at once (the default waits 15 s).
    autoIdleDelay: 1000,
    // Servers without IDLE are asked with NOOP; the intake polls anyway.
    missingIdleCommand: "NOOP",
  });
  // A dropped connection emits 'error'; the watcher sees it through client.usable.
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (err) {
    client.close();
    throw new MailboxProblem(problemSentence(err, m));
  }
  try {
    await client.mailboxOpen(m.folder);
  } catch (err) {
    client.close(); // a LOGOUT after a refused SELECT waits seconds for nothing
    const e = err as { serverResponseCode?: string; responseText?: string };
    if (e.serverResponseCode === "NONEXISTENT" || /exist/i.test(e.responseText ?? ""))
      throw new MailboxProblem(`The folder "${m.folder}" does not exist in the mailbox of ${m.user} on ${where(m)}.`);
    throw new MailboxProblem(
      `The folder "${m.folder}" could not be opened: ${e.responseText || (err as Error).message}`,
    );
  }
  return client;
}

/** Whether the server pushes new messages (IMAP IDLE). */
export const supportsIdle = (client: ImapFlow) => client.capabilities.has("IDLE");

/** Test connection: signs in, opens the folder, and says what it found. */
export async function testMailbox(m: MailboxInput, options: OpenOptions): Promise<{ ok: boolean; message: string }> {
  let client: ImapFlow | null = null;
  try {
    client = await openMailbox(m, options);
    const box = client.mailbox;
    const count = box ? box.exists : 0;
    const idle = supportsIdle(client)
      ? "new messages are pushed (IDLE)"
      : `the server has no IDLE, so the folder is checked every poll interval`;
    return {
      ok: true,
      message: `Signed in to ${where(m)} as ${m.user}; the folder "${m.folder}" has ${count} message${count === 1 ? "" : "s"}, and ${idle}.`,
    };
  } catch (err) {
    return { ok: false, message: problemSentence(err, m) };
  } finally {
    if (client) await client.logout().catch(() => client?.close());
  }
}
