import { expect, test } from "@playwright/test";
import { E2E } from "./support/constants";
import { choose, seed, unique } from "./support/masterData";
import { signInDemo } from "./support/signIn";
import { mimeMessage, startDovecot, type TestImapServer } from "../src/testing/dovecot";
import { invoiceFixture } from "../src/testing/fixtures";

/**
 * E-mail intake (issue 16.5) through the job form: the Mailbox section with Test connection (an unreachable server,
 * then the real one: a private Dovecot), the job saved, a message with three PDFs delivered, and the batch appearing
 * in the batch list; the job screen then shows what the mailbox did.
 */
let imap: TestImapServer;
test.beforeAll(async () => {
  imap = await startDovecot();
});
test.afterAll(async () => {
  await imap?.stop();
});

test("a job's mailbox: test connection, save, a message becomes a batch, the job shows its status", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInDemo(page, E2E.users.admin, "Default Organization");
  const id = unique();
  const field = await seed.field(page, { name: `Amount ${id}`, dataType: "Number" });
  const cls = await seed.documentClass(page, { name: `Mail Invoice ${id}`, fields: [field._id] });
  const folder = `e2e-${id}`;
  await imap.createFolder(folder);

  const jobName = `Mail intake ${id}`;
  await page.goto("/jobs/create");
  await page.getByRole("textbox", { name: "Name" }).fill(jobName);
  await choose(page, "Document Parser", "Text layer only");
  await choose(page, "Classes", cls.name);
  await page.getByRole("checkbox", { name: "Take documents from a mailbox" }).check();
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByText("IMAP Host is required")).toBeVisible();
  await expect(page.getByText("Mailbox Password is required")).toBeVisible();

  await page.getByRole("textbox", { name: "IMAP Host" }).fill(imap.host);
  await page.getByRole("spinbutton", { name: "IMAP Port" }).fill(String(imap.closedPort));
  await page.getByRole("checkbox", { name: "TLS" }).uncheck();
  await page.getByRole("textbox", { name: "Mailbox User" }).fill(imap.user);
  await page.getByLabel("Mailbox Password").fill(imap.password);
  await page.getByRole("textbox", { name: "Folder", exact: true }).fill(folder);
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(
    page.getByText(`The mail server ${imap.host}:${imap.closedPort} cannot be reached (connection refused).`),
  ).toBeVisible();
  await page.getByRole("spinbutton", { name: "IMAP Port" }).fill(String(imap.port));
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(
    page.getByText(
      new RegExp(
        `^Signed in to ${imap.host.replace(/\./g, "\\.")}:${imap.port} as ${imap.user}; the folder "${folder}" has 0 messages`,
      ),
    ),
  ).toBeVisible();

  const posted = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/job"));
  await page.getByRole("button", { name: "Create", exact: true }).click();
  const job = await (await posted).json();
  expect(job.mailbox).toMatchObject({
    host: imap.host,
    port: imap.port,
    tls: false,
    user: imap.user,
    password: "",
    passwordSet: true,
    folder,
  });
  await expect(page).toHaveURL(/\/jobs$/);

  // A message with three PDFs arrives: a worker (this server runs them) makes it a batch of the job.
  const subject = `Invoices ${id}`;
  const pdf = (name: string) => ({ fileName: name, contentType: "application/pdf", content: invoiceFixture(name) });
  await imap.deliver(
    mimeMessage({
      from: "Accounts <ap@supplier.example>",
      subject,
      attachments: [pdf("AzureInterior.pdf"), pdf("FlipkartInvoice.pdf"), pdf("QualityHosting.pdf")],
    }),
    folder,
  );
  let batch: any;
  await expect
    .poll(
      async () => {
        const list = await (
          await page.request.get(`/api/batch?page=1&limit=20&search=${encodeURIComponent(jobName)}`)
        ).json();
        batch = list.batches.find((b: any) => b.job?._id === job._id);
        return !!batch;
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(true);
  const full = await (await page.request.get(`/api/batch/${batch._id}`)).json();
  expect(full.files.map((f: any) => f.fileName)).toEqual([
    "AzureInterior.pdf",
    "FlipkartInvoice.pdf",
    "QualityHosting.pdf",
  ]);
  expect(full.source).toMatchObject({ kind: "email", subject, from: "Accounts <ap@supplier.example>" });
  expect((await imap.list("Processed")).map((m) => m.subject)).toContain(subject);

  // The job screen: the mailbox's status, and the stored password kept.
  await page.goto(`/jobs/${job._id}/edit`);
  const status = page.getByRole("status", { name: "Mailbox status" });
  await expect(status).toContainText("Batches made: 1 · Messages rejected: 0");
  await expect(status).toContainText("new messages are pushed by the server");
  await expect(page.getByText("A password is stored; leave empty to keep it.")).toBeVisible();
});
