import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  atExtraction,
  createFixtureBatch,
  invoiceFixture,
  passPossibleDuplicates,
  waitForBatch,
} from "../../testing/batches";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { PDFDocument } from "pdf-lib";
import { makeClass, makeField, makeJob, makeMasterKeyCategory, post, unique } from "../../testing/masterDataFactories";
import { FAKE_MFILES_VAULT_GUID, startFakeMfilesServer } from "../../testing/fakeMfiles/fakeMfilesServer";
import { readBytes } from "../storage/storageIo";
import type { EInvoiceRecord } from "./intake";
import { readEInvoice } from "./readEInvoice";
import { corpusFile } from "../../testing/einvoiceCorpus";

/** Upload through the API under a job whose Document Parser is the e-invoice parser (or another). */
describe.each(TEST_DATABASES)("the e-invoice parser in the Parse step (%s)", (db) => {
  let t: TestApp;
  let admin: Caller;
  let classId: string;
  beforeAll(async () => {
    t = await createTestApp(db, {}, { workers: true });
    admin = await t.signedIn(["admin"]);
    const number = await makeField(admin, { name: "Invoice Number" });
    classId = (await makeClass(admin, [number._id], { name: "Invoice" }))._id;
  });
  afterAll(() => t?.close());

  /** The organization's field of that name (names are unique in an organization: one an earlier test made is reused). */
  const fieldNamed = async (name: string, dataType?: string) => {
    const existing: any[] = (await admin.request({ method: "GET", url: "/api/fields" })).json();
    return (
      existing.find((f) => f.name === name) ?? (await makeField(admin, { name, ...(dataType ? { dataType } : {}) }))
    );
  };

  it("fills the class's fields from the data, with confidence 1 and the term as source, and checks the arithmetic", async () => {
    const fields = [
      await makeField(admin, { name: "Rechnungsnummer" }),
      await makeField(admin, { name: "Invoice Date", dataType: "Date" }),
      await makeField(admin, { name: "Total", dataType: "Number" }),
      await makeField(admin, { name: "Net Amount", dataType: "Number" }),
      await makeField(admin, { name: "Seller" }),
      await makeField(admin, { name: "Order Date", dataType: "Date" }),
    ];
    const cls = await makeClass(
      admin,
      fields.map((f) => f._id),
      { name: "E-Invoice" },
    );
    const { _id } = await makeJob(admin, [cls._id], {
      documentParser: "einvoice",
      classification: {
        documentClasses: [cls._id],
        autoClassification: false,
        autoValidateClassification: false,
        prompt: "",
        eachPageClassification: false,
      },
      split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
      extraction: { autoValidateExtraction: true, top_p: 0, temperature: 0 },
    });
    const names = [
      "FX_EN16931_Einfach.pdf",
      "UBL_ubl-tc434-creditnote1.xml",
      "UBL_not_validating_full_invoice_based_onTest_EeISI_300_CENfullmodel.ubl.xml",
    ];
    const created = await createFixtureBatch(t, admin, _id, names, corpusFile);
    const batch = await waitForBatch(admin, created._id, atExtraction);
    const [facturx, creditNote, broken] = batch.extractionDocuments.map((d: any) =>
      Object.fromEntries(d.properties.map((p: any) => [p.field.name, p])),
    );
    expect(facturx.Rechnungsnummer).toMatchObject({
      value: "471102",
      confidence: 1,
      source: "e-invoice data, BT-1",
      error: null,
    });
    expect(facturx["Invoice Date"]).toMatchObject({ value: "2018-03-05", source: "e-invoice data, BT-2" });
    expect(facturx.Total).toMatchObject({
      value: 529.87,
      confidence: 1,
      source: "e-invoice data, BT-112",
      error: null,
    });
    expect(facturx["Net Amount"]).toMatchObject({ value: 473, source: "e-invoice data, BT-109" });
    expect(facturx.Seller).toMatchObject({ value: "Lieferant GmbH", source: "e-invoice data, BT-27" });
    // No term for an order date in the data: the visual extractor's value stands, with no source.
    expect(facturx["Order Date"].source).toBeUndefined();
    expect(creditNote.Rechnungsnummer).toMatchObject({ value: "018304 / 28865", source: "e-invoice data, BT-1" });
    expect(creditNote.Total).toMatchObject({ value: 100.11, source: "e-invoice data, BT-112" });
    // The sample published as not validating: its broken rules are errors a person reads, and keep the
    // batch from passing extraction on its own although the job auto-validates.
    expect(broken.Total.error).toContain(
      "The total without VAT 200 plus VAT 50 is 250, but the e-invoice's total with VAT (BT-112) is 205.",
    );
    expect(broken["Net Amount"].error).toContain(
      "The line net amounts add up to 2000, but the e-invoice's sum of lines (BT-106) is 200.",
    );
  });

  const job = (documentParser: string) =>
    makeJob(admin, [classId], {
      documentParser,
      split: { autoValidateSplit: false, splitOptions: [{ _id: "per-file", config: {} }] },
    });
  const parsed = (b: any) => b.status === "USER_VALIDATION" || b.status === "ERROR";
  const upload = async (jobId: string, names: string[]) =>
    waitForBatch(admin, (await createFixtureBatch(t, admin, jobId, names, corpusFile))._id, parsed);
  const storedText = async (key: string) => (await readBytes(t.services.storage, key)).toString("utf8");
  const recordsOf = async (batch: any): Promise<EInvoiceRecord[]> =>
    JSON.parse(await storedText(batch.mergedDocument.fileLocation.replace(/merged\.pdf$/, "einvoices.json")));

  it("exports to the DE-03 archive the XML beside each e-invoice's PDF and JSON", async () => {
    const { _id } = await makeJob(admin, [classId], {
      documentParser: "einvoice",
      classification: {
        documentClasses: [classId],
        autoClassification: false,
        autoValidateClassification: false,
        prompt: "",
        eachPageClassification: false,
      },
      split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
      extraction: { autoValidateExtraction: true, top_p: 0, temperature: 0 },
    });
    const created = await createFixtureBatch(
      t,
      admin,
      _id,
      ["FX_EN16931_Einfach.pdf", "UBL_EN16931_Einfach.ubl.xml"],
      corpusFile,
    );
    await passPossibleDuplicates(admin, created._id); // the same invoice as PDF and XML (and in earlier tests): issue 15.4
    const batch = await waitForBatch(admin, created._id, (b) => b.status === "EXPORTED");
    const zip = unzipSync(new Uint8Array(await readBytes(t.services.storage, batch.workflow.archiveFileLocation)));
    expect(Object.keys(zip).sort()).toEqual([
      "document-0001.json",
      "document-0001.pdf",
      "document-0001.xml",
      "document-0002.json",
      "document-0002.pdf",
      "document-0002.xml",
      "documents.csv",
      "history.json",
    ]);
    expect(Buffer.compare(Buffer.from(zip["document-0002.xml"]), corpusFile("UBL_EN16931_Einfach.ubl.xml"))).toBe(0);
    expect(readEInvoice(zip["document-0001.xml"])).toMatchObject({ ok: true, invoice: { invoiceNumber: "471102" } });
    expect(JSON.parse(strFromU8(zip["document-0002.json"])).fields["Invoice Number"]).toBe("471102");
  });

  it("exports to M-Files (DE-01) each e-invoice as one object with its PDF and its XML", async () => {
    const mfiles = await startFakeMfilesServer();
    try {
      const [numberField, totalField] = [await fieldNamed("Invoice Number"), await fieldNamed("Total", "Number")];
      const cls = await makeClass(admin, [numberField._id, totalField._id], { name: unique("Invoice") });
      const { _id } = await makeJob(admin, [cls._id], {
        documentParser: "einvoice",
        classification: {
          documentClasses: [cls._id],
          autoClassification: false,
          autoValidateClassification: false,
          prompt: "",
          eachPageClassification: false,
        },
        split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
        extraction: { autoValidateExtraction: true, top_p: 0, temperature: 0 },
        export: {
          _id: "DE-01",
          config: {
            mfilesUrl: mfiles.url,
            mfilesUserName: "alex",
            mfilesPassword: "pw",
            mfilesVaultGuid: FAKE_MFILES_VAULT_GUID,
            mfilesWindowsUser: false,
            documentClassMapping: [
              {
                documentClassId: cls._id,
                mfilesClassId: 3,
                fieldsMapping: [
                  { fieldId: numberField._id, mfilesPropertyId: 1020, dataType: 1 },
                  { fieldId: totalField._id, mfilesPropertyId: 1022, dataType: 3 },
                ],
              },
            ],
          },
        },
      });
      const created = await createFixtureBatch(
        t,
        admin,
        _id,
        ["FX_EN16931_Einfach.pdf", "UBL_EN16931_Einfach.ubl.xml"],
        corpusFile,
      );
      await passPossibleDuplicates(admin, created._id); // the same invoice as PDF and XML (and in earlier tests): issue 15.4
      const batch = await waitForBatch(admin, created._id, (b) => b.status === "EXPORTED" || b.status === "ERROR");
      expect(batch.workflow.error ?? null).toBeNull();
      expect(mfiles.state.objects).toHaveLength(2);
      for (const obj of mfiles.state.objects) {
        expect(obj.files.map((f) => f.extension)).toEqual(["pdf", "xml"]);
        expect(obj.propertyValues).toContainEqual({ PropertyDef: 22, TypedValue: { DataType: 8, Value: false } });
        expect(JSON.stringify(obj.propertyValues)).toContain("471102");
      }
      expect(Buffer.compare(mfiles.state.objects[1].files[1].bytes, corpusFile("UBL_EN16931_Einfach.ubl.xml"))).toBe(0);
      expect(readEInvoice(mfiles.state.objects[0].files[1].bytes)).toMatchObject({
        ok: true,
        invoice: { invoiceNumber: "471102" },
      });
    } finally {
      await mfiles.close();
    }
  });

  it("keeps a Factur-X PDF's XML and turns a UBL XML into a readable page of its own", async () => {
    const { _id } = await job("einvoice");
    const batch = await upload(_id, ["FX_EN16931_Einfach.pdf", "UBL_ubl-tc434-creditnote1.xml"]);
    expect(batch.workflow.error ?? null).toBeNull();
    expect(batch.status).toBe("USER_VALIDATION");
    const records = await recordsOf(batch);
    expect(records.map(({ xmlLocation: _xmlLocation, ...r }) => r)).toEqual([
      { docNo: 1, fileName: "FX_EN16931_Einfach.pdf", origin: "attachment", xmlName: "factur-x.xml", problem: null },
      {
        docNo: 2,
        fileName: "UBL_ubl-tc434-creditnote1.xml",
        origin: "upload",
        xmlName: "UBL_ubl-tc434-creditnote1.xml",
        problem: null,
      },
    ]);
    const xml = await Promise.all(records.map((r) => readBytes(t.services.storage, r.xmlLocation!)));
    expect(readEInvoice(xml[0])).toMatchObject({ ok: true, invoice: { invoiceNumber: "471102" } });
    expect(Buffer.compare(xml[1], corpusFile("UBL_ubl-tc434-creditnote1.xml"))).toBe(0);
    // The XML's pages are in the merged document, with their text read like any PDF's.
    const pages = JSON.parse(await storedText(batch.mergedDocument.textAnnotationFileLocation)).pages;
    const last = pages[pages.length - 1];
    expect(last.source).toBe("text");
    expect(last.text).toContain("Credit note 018304 / 28865");
    expect(last.text).toContain("My Supplier Company");
  });

  it("stops a batch whose XML is no e-invoice, with the reason", async () => {
    const { _id } = await job("einvoice");
    const bytes = (name: string) =>
      name === "order.xml"
        ? Buffer.from(`<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>`)
        : corpusFile(name);
    const created = await createFixtureBatch(t, admin, _id, ["order.xml"], bytes);
    const batch = await waitForBatch(admin, created._id, (b) => b.status === "ERROR");
    expect(batch.workflow.error).toBe(
      "order.xml cannot be read as an e-invoice. The XML is not an e-invoice: its root element is Order, not a CII CrossIndustryInvoice or a UBL Invoice or CreditNote.",
    );
  });

  it("with another parser, an XML upload is refused in the spec's words, before any batch exists", async () => {
    const { _id } = await job("builtin");
    const pre = (
      await admin.request({ method: "POST", url: "/api/batch/getPreSignedUrlForUpload", payload: { files: ["a.xml"] } })
    ).json();
    const created = await admin.request({
      method: "POST",
      url: "/api/batch",
      payload: { job: _id, _id: pre.batchId, files: pre.filesInfo },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe("a.xml is not accepted: use PNG, JPG, JPEG or PDF files.");
    const other = await admin.request({
      method: "POST",
      url: "/api/batch/getPreSignedUrlForUpload",
      payload: { files: ["a.docx"] },
    });
    expect(other.json().message).toBe("a.docx is not accepted: use PNG, JPG, JPEG or PDF files.");
  });

  /** An e-invoice job whose class reads these fields and knows its vendors; nothing passes on its own unless clean. */
  const eInvoiceJob = async (fieldNames: [string, string?][], parser = "einvoice") => {
    const fields = [];
    for (const [name, dataType] of fieldNames) fields.push(await fieldNamed(name, dataType));
    const vendors = await makeMasterKeyCategory(admin);
    const cls = await makeClass(
      admin,
      fields.map((f) => f._id),
      { name: unique("Invoice"), masterKeyCategory: vendors._id },
    );
    const make = (documentParser: string) =>
      makeJob(admin, [cls._id], {
        documentParser,
        classification: {
          documentClasses: [cls._id],
          autoClassification: false,
          autoValidateClassification: false,
          prompt: "",
          eachPageClassification: false,
        },
        split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
        extraction: { autoValidateExtraction: true, top_p: 0, temperature: 0 },
      });
    return { fields, vendors, job: await make(parser), otherJob: (documentParser: string) => make(documentParser) };
  };
  const byName = (doc: any) => Object.fromEntries(doc.properties.map((p: any) => [p.field.name, p]));

  it("warns where the printed page does not show what the data says, and keeps such a document for a person", async () => {
    const { job: j } = await eInvoiceJob([
      ["Total", "Number"],
      ["Invoice Date", "Date"],
    ]);
    // Published samples whose pages print another year (2015 against 2014) or another total (406.82 against
    // 571.04) than their data; the first breaks no EN 16931 rule, so only its warning can hold it.
    const read = async (names: string[]) =>
      waitForBatch(
        admin,
        (await createFixtureBatch(t, admin, j._id, names, corpusFile))._id,
        (b) => b.status === "EXPORTED" || atExtraction(b),
      );
    const batch = await read([
      "v1-Mustangproject_MustangGnuaccountingBeispielRE-20151008_504.pdf",
      "FX_EN16931_Einfach.pdf",
    ]);
    const [date, agreeing] = batch.extractionDocuments.map(byName);
    expect(date["Invoice Date"]).toMatchObject({ value: "2014-10-08", source: "e-invoice data, BT-2", error: null });
    expect(date["Invoice Date"].warning).toMatch(/^The page shows 2015-10-08; the e-invoice data says 2014-10-08\.$/);
    expect(date.Total.warning).toBeUndefined();
    expect(agreeing.Total.warning).toBeUndefined();
    expect(agreeing["Invoice Date"].warning).toBeUndefined();
    expect(batch.extractionDocuments.flatMap((d: any) => d.properties).every((p: any) => !p.error)).toBe(true);
    expect(batch.status, "a document with a warning passed auto-validation").toBe("USER_VALIDATION");

    const [total] = (
      await read(["v1-Mustangproject_MustangGnuaccountingBeispielRE-20150613_503.pdf"])
    ).extractionDocuments.map(byName);
    expect(total.Total).toMatchObject({
      value: 571.04,
      source: "e-invoice data, BT-112",
      warning: "The page shows 406.82; the e-invoice data says 571.04.",
    });

    // The person settles it: their date is sure, from no other source, and the warning about the data's
    // value is gone; the untouched total keeps its source.
    const doc = batch.extractionDocuments[0];
    const properties = doc.properties.map((p: any) => ({
      field: p.field._id,
      value: p.field.name === "Invoice Date" ? "2015-10-08" : p.value,
    }));
    const saved = await admin.request({
      method: "PATCH",
      url: `/api/batch/extractionvalidate/${batch._id}`,
      payload: { extractionDocuments: [{ ...doc, properties }, batch.extractionDocuments[1]] },
      headers: { "if-match": String(batch.version) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = byName(
      (await admin.request({ method: "GET", url: `/api/batch/${batch._id}` })).json().extractionDocuments[0],
    );
    expect(after["Invoice Date"]).toMatchObject({ value: "2015-10-08", confidence: 1 });
    expect(after["Invoice Date"].warning).toBeUndefined();
    expect(after["Invoice Date"].source).toBeUndefined();
    expect(after.Total.source).toBe("e-invoice data, BT-112");
  });

  it("tells on the document that its attached e-invoice could not be read, and reads the page instead", async () => {
    const { job: j } = await eInvoiceJob([["Invoice Number"]]);
    const withBrokenAttachment = async () => {
      const pdf = await PDFDocument.load(invoiceFixture("coolblue1.pdf"));
      await pdf.attach(
        Buffer.from(`<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>`),
        "factur-x.xml",
        { mimeType: "text/xml" },
      );
      return pdf.save();
    };
    const bytes = await withBrokenAttachment();
    const created = await createFixtureBatch(t, admin, j._id, ["coolblue1.pdf"], () => bytes);
    const batch = await waitForBatch(admin, created._id, (b) => b.status === "EXPORTED" || atExtraction(b));
    expect(batch.status).toBe("USER_VALIDATION");
    const [doc] = batch.extractionDocuments;
    expect(doc.notices).toEqual([
      "The PDF's attachment factur-x.xml is not a readable e-invoice. The XML is not an e-invoice: its root element is Order, not a CII CrossIndustryInvoice or a UBL Invoice or CreditNote. The values were read from the page.",
    ]);
    expect(byName(doc)["Invoice Number"].source).toBeUndefined();
  });

  it("teaches the page reading with the data, so the seller's next invoice without data comes out right", async () => {
    const { job: j, vendors, otherJob } = await eInvoiceJob([["Total", "Number"]]);
    await post(admin, "/api/value-list-data", {
      valueListCategory: vendors._id,
      data: { Name: "MVM Musterhafter Versicherungsverein Musterstadt a.G.", VAT: "" },
    });
    // A premium invoice whose page prints the amount due for two periods (440.00) beside its total (220.00).
    const name = "v1-Intarsys_ZUGFeRD_1p0_COMFORT_Kraftfahrversicherung_Bruttopreise.pdf";
    const plain = await otherJob("text-layer");
    const read = async (jobId: string) =>
      (
        await waitForBatch(
          admin,
          (await createFixtureBatch(t, admin, jobId, [name], corpusFile))._id,
          (b) => b.status === "EXPORTED" || atExtraction(b),
        )
      ).extractionDocuments[0];
    // Cold, the page reading takes the other amount.
    expect(byName(await read(plain._id)).Total.value).not.toBe(220);
    const taught = await read(j._id);
    expect(taught.masterKeyData?.value, "the vendor was not identified").toBeTruthy();
    expect(byName(taught).Total).toMatchObject({ value: 220, source: "e-invoice data, BT-112" });
    // The same seller's invoice read from its page alone (XML ignored) is now right, with no source.
    const total = byName(await read(plain._id)).Total;
    expect(total.value).toBe(220);
    expect(total.source).toBeUndefined();
  });
});
