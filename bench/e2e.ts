/**
 * npm run bench:e2e — a 500-page born-digital batch of invoices from upload to EXPORTED with every auto-validate
 * switch on: total seconds, pages per second, and the time spent in each status. Prints figures, asserts nothing.
 * Usage: tsx bench/e2e.ts [pages=500]
 */
import { createTestApp } from "../src/testing/testApp";
import { makeClass, makeField, makeJob } from "../src/testing/masterDataFactories";
import { invoicesPdf } from "./support/invoicesPdf";

const PAGES = Number(process.argv[2] ?? 500);

const t = await createTestApp("pglite", {}, { workers: true });
try {
  const admin = await t.signedIn(["admin"]);
  const fields = [
    await makeField(admin, { name: "Invoice Number" }),
    await makeField(admin, { name: "Total", dataType: "Number" }),
  ];
  const cls = await makeClass(
    admin,
    fields.map((f) => f._id),
    { name: "Invoice" },
  );
  const job = await makeJob(admin, [cls._id], {
    documentParser: "text-layer",
    classification: {
      documentClasses: [cls._id],
      autoClassification: false,
      autoValidateClassification: true,
      prompt: "",
      eachPageClassification: false,
    },
    split: { autoValidateSplit: true, splitOptions: [{ _id: "fixed-pages", config: { pages: 1 } }] },
    extraction: { autoValidateExtraction: true, top_p: 0, temperature: 0 },
    export: { _id: "DE-03", config: null },
  });
  const body = await invoicesPdf(PAGES);
  const start = Date.now();
  const pre = (
    await admin.request({
      method: "POST",
      url: "/api/batch/getPreSignedUrlForUpload",
      payload: { files: ["invoices.pdf"] },
    })
  ).json();
  const url = new URL(pre.filesInfo[0].url);
  await t.app.inject({ method: "PUT", url: url.pathname + url.search, payload: body });
  const created = (
    await admin.request({
      method: "POST",
      url: "/api/batch",
      payload: {
        job: job._id,
        _id: pre.batchId,
        files: [{ fileName: "invoices.pdf", filePath: pre.filesInfo[0].filePath }],
      },
    })
  ).json();
  const uploaded = Date.now();
  const times: Record<string, number> = {};
  let status = "";
  let since = Date.now();
  let batch: any;
  for (;;) {
    batch = (await admin.request({ method: "GET", url: `/api/batch/${created._id}` })).json();
    if (batch.status !== status) {
      if (status) times[status] = (times[status] ?? 0) + (Date.now() - since);
      status = batch.status;
      since = Date.now();
    }
    if (["EXPORTED", "ERROR", "USER_VALIDATION"].includes(batch.status)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const total = (Date.now() - start) / 1000;
  console.log(
    `bench:e2e — ${PAGES}-page born-digital batch, every auto-validate switch on, text-layer parser, DE-03 archive`,
  );
  console.log(
    `final status: ${batch.status}${batch.workflow?.error ? ` (${batch.workflow.error})` : ""}; documents: ${batch.extractionDocuments?.length ?? 0}`,
  );
  console.log(`upload (${(body.length / 1e6).toFixed(1)} MB): ${((uploaded - start) / 1000).toFixed(2)} s`);
  console.log(`total: ${total.toFixed(1)} s, ${(PAGES / total).toFixed(1)} pages/s`);
  console.log("time per status (polled every 100 ms):");
  for (const [s, ms] of Object.entries(times)) console.log(`  ${s.padEnd(28)} ${(ms / 1000).toFixed(2)} s`);
  console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
} finally {
  await t.close();
}
