import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";

/**
 * A private Dovecot IMAP server for tests, as the PostgreSQL tests use the machine's PostgreSQL: Debian's
 * dovecot-imapd (installed by .ci/run), started from a config generated in a temp dir (127.0.0.1 on a free
 * port, plaintext passwords from a passwd-file, maildir in the temp dir, no TLS, no system services), stopped
 * after the tests. Without Dovecot the tests fail with a sentence that says how to install it; they never skip.
 */
export interface TestImapServer {
  host: string;
  port: number;
  user: string;
  password: string;
  /** A port on 127.0.0.1 nothing listens on, for the "cannot be reached" case. */
  closedPort: number;
  /** Appends a raw RFC 822 message to a folder of the test user (creating the folder when missing). */
  deliver(raw: string | Buffer, folder?: string): Promise<void>;
  createFolder(folder: string): Promise<void>;
  /** UIDs and subjects of the messages in a folder ([] when there is no such folder). */
  list(folder: string): Promise<{ uid: number; subject: string }[]>;
  stop(): Promise<void>;
}

const DOVECOT_CANDIDATES = ["/usr/sbin/dovecot", "/usr/local/sbin/dovecot"];

function findDovecot(): string {
  const found =
    DOVECOT_CANDIDATES.find((p) => existsSync(p)) ??
    (spawnSync("sh", ["-c", "command -v dovecot"]).stdout?.toString().trim() || "");
  if (!found)
    throw new Error(
      "Dovecot is not installed: the e-mail intake tests need a real IMAP server. Install it with `apt-get install -y dovecot-imapd` (.ci/run does).",
    );
  return found;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, log: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  const tail = existsSync(log) ? readFileSync(log, "utf8").split("\n").slice(-15).join("\n") : "";
  throw new Error(
    `Dovecot did not start listening on 127.0.0.1:${port} (exit code ${child.exitCode}). Its log:\n${tail}`,
  );
}

export async function startDovecot(): Promise<TestImapServer> {
  const binary = findDovecot();
  const dir = mkdtempSync(path.join(os.tmpdir(), "docflow-dovecot-"));
  const port = await freePort();
  const closedPort = await freePort();
  const user = "intake";
  const password = "intake-test-password";
  // Run as the current user; as root the mail processes run as nobody (Dovecot refuses mail access as uid 0).
  const root = process.getuid?.() === 0;
  const me = os.userInfo();
  const mailUid = root ? 65534 : me.uid;
  const mailGid = root ? 65534 : me.gid;
  const internalUser = root ? "nobody" : me.username;
  const groupName = root ? "nogroup" : spawnSync("id", ["-gn"]).stdout?.toString().trim() || me.username;
  for (const sub of ["run", "mail", "home"]) mkdirSync(path.join(dir, sub), { recursive: true });
  if (root) {
    chmodSync(dir, 0o755); // the auth and mail processes (nobody) read the passwd-file and the maildir below it
    chownSync(path.join(dir, "mail"), mailUid, mailGid);
    chownSync(path.join(dir, "home"), mailUid, mailGid);
  }
  writeFileSync(path.join(dir, "users"), `${user}:{PLAIN}${password}::::::\n`);
  const log = path.join(dir, "dovecot.log");
  const conf = path.join(dir, "dovecot.conf");
  writeFileSync(
    conf,
    `
base_dir = ${dir}/run
state_dir = ${dir}/run/state
instance_name = docflow-test-${port}
listen = 127.0.0.1
protocols = imap
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# Tests sign in with wrong passwords on purpose; the default waits 2 s after each.
auth_failure_delay = 0
log_path = ${log}
default_login_user = ${internalUser}
default_internal_user = ${internalUser}
default_internal_group = ${groupName}
first_valid_uid = ${Math.min(mailUid, 500)}
mail_location = maildir:${dir}/mail/%u
mail_max_userip_connections = 100
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${mailUid} gid=${mailGid} home=${dir}/home/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
`,
  );
  mkdirSync(path.join(dir, "run", "state"), { recursive: true });
  const child = spawn(binary, ["-F", "-c", conf], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  // A test run that ends without stop() (a crash) does not leave the server behind.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  try {
    await waitForPort(port, child, log);
  } catch (err) {
    child.kill("SIGTERM");
    throw new Error(`${(err as Error).message}\n${output}`, { cause: err });
  }

  const connect = async () => {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      auth: { user, pass: password },
      logger: false,
      disableAutoIdle: true,
    });
    await client.connect();
    return client;
  };
  const withClient = async <T>(fn: (c: ImapFlow) => Promise<T>): Promise<T> => {
    const client = await connect();
    try {
      return await fn(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  };

  return {
    host: "127.0.0.1",
    port,
    user,
    password,
    closedPort,
    deliver: (raw, folder = "INBOX") =>
      withClient(async (c) => {
        if (folder !== "INBOX") await c.mailboxCreate(folder).catch(() => {});
        await c.append(folder, raw);
      }),
    createFolder: (folder) =>
      withClient(async (c) => {
        await c.mailboxCreate(folder).catch(() => {});
      }),
    list: (folder) =>
      withClient(async (c) => {
        const out: { uid: number; subject: string }[] = [];
        try {
          await c.mailboxOpen(folder, { readOnly: true });
        } catch {
          return out;
        }
        if (!c.mailbox || !(c.mailbox as { exists: number }).exists) return out;
        for await (const m of c.fetch("1:*", { uid: true, envelope: true }))
          out.push({ uid: m.uid, subject: m.envelope?.subject ?? "" });
        return out;
      }),
    async stop() {
      process.off("exit", killOnExit);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One attachment of a test message. */
export interface TestAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/mixed message with a text part and base64 attachments, as a mail client sends it. */
export function mimeMessage(options: {
  from: string;
  to?: string;
  subject: string;
  text?: string;
  attachments: TestAttachment[];
  messageId?: string;
}): string {
  const boundary = `----=_Part_${Math.random().toString(36).slice(2)}`;
  const lines = [
    `From: ${options.from}`,
    `To: ${options.to ?? "intake@example.com"}`,
    `Subject: ${options.subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: ${options.messageId ?? `<${Math.random().toString(36).slice(2)}@test.example.com>`}`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 7bit",
    "",
    options.text ?? "Please find the documents attached.",
  ];
  for (const a of options.attachments) {
    lines.push(
      `--${boundary}`,
      `Content-Type: ${a.contentType}; name="${a.fileName}"`,
      "Content-Transfer-Encoding: base64",
      `Content-Disposition: attachment; filename="${a.fileName}"`,
      "",
      ...(a.content.toString("base64").match(/.{1,76}/g) ?? [""]),
    );
  }
  lines.push(`--${boundary}--`, "");
  return lines.join("\r\n");
}
