/**
 * `npm run seed:demo`: a demo organization with realistic master data and a batch of sample invoices, so a
 * newcomer sees filled screens. All or nothing: the sample files are read first, written to storage before the
 * records, and every record is created in one transaction; on failure the files are removed again, so running
 * it again after a failure starts over. Running it after a success changes nothing. With the embedded
 * database, stop the server first; the sample batch is parsed when the server starts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Db, Queryable } from "../db/db";
import { INVOICES_DIR } from "../../testing/fixtures";
import { loadConfig } from "../config";
import { openServices, closeServices } from "../services";
import { createOrganization, findOrganizationByName } from "../organizations/organizationRepo";
import { addMember } from "../users/userRepo";
import { createCategory } from "../masterData/valueLists/valueListCategoryRepo";
import { createData } from "../masterData/valueLists/valueListDataRepo";
import { createField } from "../masterData/fields/fieldRepo";
import { createDocumentClass } from "../masterData/documentClasses/documentClassRepo";
import { createJob } from "../masterData/jobs/jobRepo";
import { nextBatchNumber, NEW_WORKFLOW } from "../batches/batchRepo";
import { uploadKey } from "../batches/batchKeys";
import { snapshotOf } from "../batches/jobSnapshot";
import { randomUUID } from "node:crypto";

const ORG = "Demo Organization";
const SAMPLES = ["coolblue1.pdf", "QualityHosting.pdf", "free_fiber.pdf", "oyo.png"];

const VENDORS = [
  { Name: "Coolblue B.V.", VAT: "NL810433941B01", IBAN: "NL50INGB0683251309" },
  { Name: "QualityHosting AG", VAT: "DE 232 446 240", IBAN: "" },
  { Name: "Free", VAT: "FR60421938861", IBAN: "" },
  { Name: "e-Luscious Nederland B.V.", VAT: "", IBAN: "NL58RABO0198723202" },
  { Name: "Amazon Web Services", VAT: "", IBAN: "" },
];

const config = loadConfig();
const s = await openServices(config);
try {
  if (await findOrganizationByName(s.db, ORG)) {
    console.log(`${ORG} exists already; nothing to do.`);
  } else {
    // Read every sample before anything is written: a missing file stops here with nothing created.
    const samples = SAMPLES.map((name) => ({ name, bytes: readFileSync(path.join(INVOICES_DIR, name)) }));
    const id = randomUUID();
    const written: string[] = [];
    try {
      await s.db.transaction((tx) => seed(nested(s.db, tx), id, samples, written));
    } catch (err) {
      for (const key of written) await s.storage.delete(key).catch(() => undefined);
      throw err;
    }
    console.log(
      `Created ${ORG}: Vendor (${VENDORS.length} vendors) and Currency value lists, 8 fields, classes Invoice (Total = [Net] + [Tax]) and Receipt, job "Incoming invoices", and a sample batch of ${SAMPLES.length} invoices.`,
    );
    console.log(`Sign in as ${config.adminEmail} and choose ${ORG}.`);
  }
} finally {
  await closeServices(s);
}

/** The repositories open transactions of their own; inside the seed's one they run in it. */
function nested(db: Db, tx: Queryable): Db {
  return { ...db, query: tx.query.bind(tx), transaction: (fn) => fn(tx) };
}

async function seed(db: Db, id: string, samples: { name: string; bytes: Buffer }[], written: string[]): Promise<void> {
  const org = await createOrganization(db, ORG);
  await addMember(db, org._id, {
    email: config.adminEmail,
    firstName: "Admin",
    lastName: "User",
    roles: ["admin"],
    isActive: true,
  });
  await addMember(db, org._id, {
    email: "editor@example.com",
    firstName: "Erin",
    lastName: "Editor",
    roles: ["editor"],
    isActive: true,
  });
  await addMember(db, org._id, {
    email: "indexer@example.com",
    firstName: "Ian",
    lastName: "Indexer",
    roles: ["indexer"],
    isActive: true,
  });

  const vendors = await createCategory(db, org._id, {
    name: "Vendor",
    isMasterKey: true,
    fields: [{ name: "Name" }, { name: "VAT" }, { name: "IBAN" }],
    mainField: "Name",
  });
  for (const v of VENDORS) await createData(db, org._id, { valueListCategory: vendors._id, data: v, customPrompt: "" });
  const currencies = await createCategory(db, org._id, {
    name: "Currency",
    isMasterKey: false,
    fields: null,
    mainField: null,
  });
  for (const c of ["EUR", "USD", "INR", "GBP"])
    await createData(db, org._id, { valueListCategory: currencies._id, value: c, customPrompt: "" });

  const field = (name: string, dataType: string, description: string, valueListCategory: string | null = null) =>
    createField(db, org._id, { name, dataType, description, valueListCategory });
  const invoiceNumber = await field(
    "Invoice Number",
    "String",
    "The invoice's number, e.g. Invoice No or Rechnungsnummer",
  );
  const invoiceDate = await field("Invoice Date", "Date", "The date the invoice was issued");
  const net = await field("Net", "Number", "Amount before tax (subtotal)");
  const tax = await field("Tax", "Number", "VAT or sales tax amount");
  const total = await field("Total", "Number", "Amount due including tax");
  const currency = await field("Currency", "Value_List", "Currency of the amounts", currencies._id);
  const vendor = await field("Vendor", "Master_Key", "The company that sent the invoice", vendors._id);
  const receiptDate = await field("Receipt Date", "Date", "Date of purchase");

  const v = (required = false) => ({ required, regex: "", formula: null, formulaText: "" });
  const invoice = await createDocumentClass(db, org._id, {
    name: "Invoice",
    description: "A supplier invoice: a request for payment with an invoice number, dates, amounts and tax.",
    systemPrompt: "You extract data from supplier invoices.",
    userPrompt: "Read the invoice and return its fields.",
    masterKeyCategory: vendors._id,
    fields: [
      { field: invoiceNumber._id, order: 1, validation: v(true) },
      { field: invoiceDate._id, order: 2, validation: v(true) },
      { field: vendor._id, order: 3, validation: v() },
      { field: net._id, order: 4, validation: v() },
      { field: tax._id, order: 5, validation: v() },
      {
        field: total._id,
        order: 6,
        validation: { required: true, regex: "", formula: null, formulaText: "[Net] + [Tax]" },
      },
      { field: currency._id, order: 7, validation: v() },
    ],
    tables: [],
  });
  const receipt = await createDocumentClass(db, org._id, {
    name: "Receipt",
    description: "A till receipt or proof of payment for a purchase already paid.",
    systemPrompt: "You extract data from receipts.",
    userPrompt: "",
    masterKeyCategory: null,
    fields: [
      { field: receiptDate._id, order: 1, validation: v() },
      { field: total._id, order: 2, validation: v(true) },
    ],
    tables: [],
  });
  const job = await createJob(db, config.secret, org._id, {
    name: "Incoming invoices",
    description: "Supplier invoices and receipts scanned by the mail room.",
    documentParser: "builtin",
    classification: {
      documentClasses: [invoice._id, receipt._id],
      autoClassification: true,
      autoValidateClassification: false,
      prompt: "Classify each page as one of the given document classes.",
      eachPageClassification: false,
    },
    split: {
      autoValidateSplit: false,
      splitOptions: [
        { _id: "per-file", config: {} },
        { _id: "class-change", config: {} },
      ],
    },
    extraction: { autoValidateExtraction: false, top_p: 0, temperature: 0 },
    export: { _id: "DE-03", config: null },
  });

  // A sample batch of real invoices; the server parses it when it starts. Files first, the row last.
  const files: { fileName: string; filePath: string }[] = [];
  for (const [i, { name, bytes }] of samples.entries()) {
    const filePath = uploadKey(org._id, id, i, name);
    written.push(filePath);
    await s.storage.write(filePath, bytes);
    files.push({ fileName: name, filePath });
  }
  const number = await nextBatchNumber(db, org._id);
  await db.query(
    `INSERT INTO batches (id, organization_id, batch_number, job_id, job_snapshot, status, workflow, files)
     VALUES ($1, $2, $3, $4, $5::jsonb, 'BATCH_CREATED', $6::jsonb, $7::jsonb)`,
    [
      id,
      org._id,
      number,
      job._id,
      JSON.stringify(snapshotOf(job)),
      JSON.stringify(NEW_WORKFLOW),
      JSON.stringify(files),
    ],
  );
}
