import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { invoiceFixture } from "../../testing/fixtures";
import { mimeMessage, startDovecot, type TestAttachment, type TestImapServer } from "../../testing/dovecot";
import { makeClass, makeField, makeJob } from "../../testing/masterDataFactories";
import { checkMailboxOnce } from "./intake";
import { startMailIntake } from "./watcher";

/**
 * E-mail intake (issue 16.5) against a real IMAP server: a private Dovecot (src/testing/dovecot.ts) that the test
 * user's messages are appended to. Without Dovecot these tests fail with a sentence saying how to install it.
 */

const pdf = (name: string): TestAttachment => ({
  fileName: name,
  contentType: "application/pdf",
  content: invoiceFixture(name),
});
const THREE_PDFS = () => [pdf("AzureInterior.pdf"), pdf("FlipkartInvoice.pdf"), pdf("QualityHosting.pdf")];

let imap: TestImapServer;
beforeAll(async () => {
  imap = await startDovecot();
}, 30_000);
afterAll(async () => {
  await imap?.stop();
});

describe.each(TEST_DATABASES)("e-mail intake on %s", (kind) => {
  let t: TestApp;
  let admin: Caller;
  let classId: string;
  const run = `${kind}-${Date.now().toString(36)}`;

  beforeAll(async () => {
    // Attachments over 2 MB are refused here (25 MB by default), so the oversized case needs no 25 MB message.
    t = await createTestApp(kind, {
      MAIL_POLL_SECONDS: "60",
      MAIL_SUPERVISE_SECONDS: "1",
      MAIL_MAX_ATTACHMENT_MB: "2",
    });
    admin = await t.signedIn(["admin"]);
    const field = await makeField(admin);
    classId = (await makeClass(admin, [field._id], { name: "Invoice" }))._id;
  });
  afterAll(() => t?.close());

  /** A job watching its own folder of the test user (folder names are unique per test and database). */
  async function jobWithMailbox(folder: string, mailbox: Record<string, unknown> = {}) {
    const job = await makeJob(admin, [classId], {
      documentParser: "text-layer",
      mailbox: {
        host: imap.host,
        port: imap.port,
        tls: false,
        user: imap.user,
        password: imap.password,
        folder: `${run}-${folder}`,
        ...mailbox,
      },
    });
    return job._id as string;
  }
  const getJob = async (id: string) => (await admin.request({ method: "GET", url: `/api/job/${id}` })).json();
  const subjects = async (folder: string) => (await imap.list(folder)).map((m) => m.subject);

  it("makes one batch of a message's three PDFs, records subject and sender, and moves the message to Processed", async () => {
    const jobId = await jobWithMailbox("three");
    const subject = `Invoices for March ${run}`;
    await imap.deliver(
      mimeMessage({ from: "Accounts Payable <ap@supplier.example>", subject, attachments: THREE_PDFS() }),
      `${run}-three`,
    );

    const result = await checkMailboxOnce(t.services, jobId);
    expect(result).not.toHaveProperty("error");
    const batchIds = (result as { batches: string[] }).batches;
    expect(batchIds).toHaveLength(1);

    const batch = (await admin.request({ method: "GET", url: `/api/batch/${batchIds[0]}` })).json();
    expect(batch.job._id).toBe(jobId);
    expect(batch.files.map((f: any) => f.fileName)).toEqual([
      "AzureInterior.pdf",
      "FlipkartInvoice.pdf",
      "QualityHosting.pdf",
    ]);
    expect(batch.source).toMatchObject({ kind: "email", subject, from: "Accounts Payable <ap@supplier.example>" });
    expect(batch.status).toBe("BATCH_CREATED");

    expect(await subjects(`${run}-three`)).toEqual([]);
    expect(await subjects("Processed")).toContain(subject);

    // The job screen's status; the password is never sent back, and is stored encrypted.
    const job = await getJob(jobId);
    expect(job.mailbox).toMatchObject({
      host: imap.host,
      user: imap.user,
      password: "",
      passwordSet: true,
      folder: `${run}-three`,
      processedFolder: "Processed",
    });
    expect(job.mailbox.status).toMatchObject({ lastError: null, batches: 1, rejected: 0, idle: true });
    expect(job.mailbox.status.lastCheckAt).toBeTruthy();
    const [stored] = await t.db.query<{ config: any }>(`SELECT config FROM job_mailboxes WHERE job_id = $1`, [jobId]);
    expect(stored.config.password).not.toContain(imap.password);

    // A check with nothing new takes nothing.
    expect(await checkMailboxOnce(t.services, jobId)).toMatchObject({ batches: [], rejected: [] });

    // Saving the job from the form again (empty password) keeps the stored one; a body without mailbox keeps it too.
    const { _id, createdAt: _createdAt, updatedAt: _updatedAt, version: _version, ...body } = job;
    const saved = await admin.request({
      method: "PATCH",
      url: `/api/job/${jobId}`,
      payload: { ...body, documentClasses: undefined },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().mailbox.passwordSet).toBe(true);
    const { mailbox: _m, ...withoutMailbox } = saved.json();
    const again = await admin.request({
      method: "PATCH",
      url: `/api/job/${jobId}`,
      payload: { ...withoutMailbox, _id: undefined, createdAt: undefined, updatedAt: undefined, version: undefined },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().mailbox.passwordSet).toBe(true);
  });

  it("moves a message with no usable attachment to Rejected with its reason", async () => {
    const jobId = await jobWithMailbox("nothing");
    const subject = `Minutes ${run}`;
    await imap.deliver(
      mimeMessage({
        from: "bob@example.com",
        subject,
        attachments: [
          { fileName: "minutes.docx", contentType: "application/octet-stream", content: Buffer.from("PK fake") },
        ],
      }),
      `${run}-nothing`,
    );
    const plain = `Just text ${run}`;
    await imap.deliver(mimeMessage({ from: "carol@example.com", subject: plain, attachments: [] }), `${run}-nothing`);

    const result = (await checkMailboxOnce(t.services, jobId)) as any;
    expect(result.batches).toEqual([]);
    expect(result.rejected).toEqual([
      {
        subject,
        reason: "None of the message's attachments can be processed (minutes.docx): use PNG, JPG, JPEG or PDF files.",
      },
      { subject: plain, reason: "The message has no attachment." },
    ]);
    expect(await subjects(`${run}-nothing`)).toEqual([]);
    expect(await subjects("Rejected")).toEqual(expect.arrayContaining([subject, plain]));
    const status = (await getJob(jobId)).mailbox.status;
    expect(status).toMatchObject({ rejected: 2, batches: 0, lastError: null });
    expect(status.lastRejection).toMatchObject({
      subject: plain,
      from: "carol@example.com",
      reason: "The message has no attachment.",
    });
  });

  it("never takes a message twice when the worker dies after the batch and before the move", async () => {
    const jobId = await jobWithMailbox("crash");
    const subject = `Crash test ${run}`;
    await imap.deliver(
      mimeMessage({ from: "ap@supplier.example", subject, attachments: THREE_PDFS() }),
      `${run}-crash`,
    );

    const crashed = await checkMailboxOnce(t.services, jobId, {
      afterRecorded: () => {
        throw new Error("simulated crash");
      },
    });
    expect(crashed).toMatchObject({ error: expect.stringContaining("simulated crash") });
    expect(await subjects(`${run}-crash`)).toEqual([subject]); // still there: not moved

    const next = (await checkMailboxOnce(t.services, jobId)) as any;
    expect(next).toMatchObject({ batches: [], rejected: [], moved: 1 });
    expect(await subjects(`${run}-crash`)).toEqual([]);
    expect(await subjects("Processed")).toContain(subject);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM batches WHERE job_id = $1`, [
      jobId,
    ]);
    expect(n).toBe(1);
    expect((await getJob(jobId)).mailbox.status).toMatchObject({ batches: 1, lastError: null });
  });

  it("rejects a message bomb of 1,000 attachments and an oversized attachment with their reasons", async () => {
    const jobId = await jobWithMailbox("limits");
    const tiny = Buffer.from("%PDF-1.4\n%%EOF\n");
    const bomb = `Bomb ${run}`;
    await imap.deliver(
      mimeMessage({
        from: "spam@example.com",
        subject: bomb,
        attachments: Array.from({ length: 1000 }, (_, i) => ({
          fileName: `p${i}.pdf`,
          contentType: "application/pdf",
          content: tiny,
        })),
      }),
      `${run}-limits`,
    );
    const large = `Large scan ${run}`;
    await imap.deliver(
      mimeMessage({
        from: "scanner@example.com",
        subject: large,
        attachments: [
          pdf("AzureInterior.pdf"),
          { fileName: "big-scan.pdf", contentType: "application/pdf", content: Buffer.alloc(3 * 1024 * 1024, 65) },
        ],
      }),
      `${run}-limits`,
    );
    const result = (await checkMailboxOnce(t.services, jobId)) as any;
    expect(result.batches).toEqual([]);
    expect(result.rejected).toEqual([
      { subject: bomb, reason: "The message has 1,000 attachments; at most 50 are taken from one message." },
      { subject: large, reason: "big-scan.pdf is 3 MB; the limit is 2 MB per attachment." },
    ]);
    expect(await subjects("Rejected")).toEqual(expect.arrayContaining([bomb, large]));
  });

  it("says why a mailbox cannot be checked: wrong credentials, an unreachable server; Test connection answers a sentence", async () => {
    const wrong = await jobWithMailbox("wrong", { password: "not-the-password" });
    expect(await checkMailboxOnce(t.services, wrong)).toEqual({
      error: expect.stringMatching(
        /^Sign-in to the mailbox failed: Authentication failed\. \(user intake on 127\.0\.0\.1:\d+\)\.$/,
      ),
    });
    expect((await getJob(wrong)).mailbox.status.lastError).toMatch(/^Sign-in to the mailbox failed: /);

    const away = await jobWithMailbox("away", { port: imap.closedPort });
    const unreachable = `The mail server 127.0.0.1:${imap.closedPort} cannot be reached (connection refused).`;
    expect(await checkMailboxOnce(t.services, away)).toEqual({ error: unreachable });
    const status = (await getJob(away)).mailbox.status;
    expect(status.lastError).toBe(unreachable);
    expect(status.lastErrorAt).toBeTruthy();

    const test = (body: Record<string, unknown>) =>
      admin.request({ method: "POST", url: "/api/job/mailbox/test", payload: body });
    const base = { host: imap.host, port: imap.port, tls: false, user: imap.user, folder: "INBOX" };
    const ok = await test({ ...base, password: imap.password });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      ok: true,
      message: expect.stringMatching(
        /^Signed in to 127\.0\.0\.1:\d+ as intake; the folder "INBOX" has \d+ messages?, and new messages are pushed \(IDLE\)\.$/,
      ),
    });
    expect((await test({ ...base, password: "nope" })).json()).toEqual({
      ok: false,
      message: expect.stringMatching(/^Sign-in to the mailbox failed: /),
    });
    expect((await test({ ...base, port: imap.closedPort, password: "x" })).json()).toEqual({
      ok: false,
      message: unreachable,
    });
    expect((await test({ ...base, folder: "No such folder", password: imap.password })).json().message).toMatch(
      /^The folder "No such folder" does not exist in the mailbox of intake/,
    );
    // The stored password of a job, for its own host and user only.
    const good = await jobWithMailbox("stored");
    expect((await test({ ...base, password: "", jobId: good })).json().ok).toBe(true);
    expect((await test({ ...base, host: "localhost", password: "", jobId: good })).statusCode).toBe(400);
    expect((await test({ ...base, password: "" })).json().message).toBe("Mailbox Password is required");
  });

  it("a watching worker makes a batch within 10 s of a message arriving (IDLE), while a broken mailbox only reports its error", async () => {
    const jobId = await jobWithMailbox("idle");
    const broken = await jobWithMailbox("broken", { password: "wrong" });
    await imap.createFolder(`${run}-idle`);
    const intake = startMailIntake(t.services);
    try {
      // The watcher has signed in and is idle (its first check is recorded).
      const until = Date.now() + 15_000;
      while (!(await getJob(jobId)).mailbox.status.lastCheckAt && Date.now() < until)
        await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 1500)); // IDLE starts a second after the last command

      const subject = `Pushed ${run}`;
      const sent = Date.now();
      await imap.deliver(
        mimeMessage({ from: "ap@supplier.example", subject, attachments: THREE_PDFS() }),
        `${run}-idle`,
      );
      let batch: { id: string } | undefined;
      while (!batch && Date.now() - sent < 10_000) {
        [batch] = await t.db.query<{ id: string }>(`SELECT id FROM batches WHERE job_id = $1`, [jobId]);
        if (!batch) await new Promise((r) => setTimeout(r, 100));
      }
      const seconds = (Date.now() - sent) / 1000;
      console.log(
        `e-mail intake on ${kind}: a message with three PDFs was a batch ${seconds.toFixed(2)} s after delivery (IDLE, poll interval 60 s)`,
      );
      expect(batch, "no batch within 10 s of the message arriving").toBeTruthy();
      expect((await getJob(broken)).mailbox.status.lastError).toMatch(/^Sign-in to the mailbox failed: /);
      const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM batches WHERE job_id = $1`, [
        jobId,
      ]);
      expect(n).toBe(1);
    } finally {
      await intake.stop();
    }
  }, 40_000);
});
