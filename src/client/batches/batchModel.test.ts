import { describe, expect, it } from "vitest";
import {
  acceptAttributeFor,
  batchListUrl,
  contentTypeOf,
  formatBytes,
  rejectionOf,
  runPool,
  stageLabel,
  statusText,
} from "./batchModel";

describe("batch screens model", () => {
  it("accepts png, jpg, jpeg and pdf whatever the case, and names a refused file", () => {
    for (const name of ["a.png", "b.JPG", "c.jpeg", "d.Pdf"]) expect(rejectionOf({ name, size: 10 })).toBeNull();
    expect(rejectionOf({ name: "report.docx", size: 10 })).toBe(
      "report.docx is not accepted: use PNG, JPG, JPEG or PDF files.",
    );
    expect(rejectionOf({ name: "noextension", size: 10 })).toBe(
      "noextension is not accepted: use PNG, JPG, JPEG or PDF files.",
    );
    expect(rejectionOf({ name: "scan.gif", size: 10 })).toMatch(/^scan\.gif is not accepted/);
    expect(rejectionOf({ name: "blank.pdf", size: 0 })).toBe("blank.pdf is empty.");
  });

  it("accepts XML e-invoices only for a job whose parser reads them", () => {
    expect(rejectionOf({ name: "invoice.xml", size: 10 })).toBe(
      "invoice.xml is not accepted: use PNG, JPG, JPEG or PDF files.",
    );
    expect(rejectionOf({ name: "invoice.xml", size: 10 }, "builtin")).toBe(
      "invoice.xml is not accepted: use PNG, JPG, JPEG or PDF files.",
    );
    expect(rejectionOf({ name: "invoice.XML", size: 10 }, "einvoice")).toBeNull();
    expect(rejectionOf({ name: "scan.pdf", size: 10 }, "einvoice")).toBeNull();
    expect(rejectionOf({ name: "report.docx", size: 10 }, "einvoice")).toBe(
      "report.docx is not accepted: use PNG, JPG, JPEG, PDF or XML files.",
    );
    expect(acceptAttributeFor("einvoice")).toContain(".xml");
    expect(acceptAttributeFor("builtin")).not.toContain(".xml");
  });

  it("types an upload by the browser's type, else by its extension", () => {
    expect(contentTypeOf({ name: "x.pdf", type: "" })).toBe("application/pdf");
    expect(contentTypeOf({ name: "x.JPG", type: "" })).toBe("image/jpeg");
    expect(contentTypeOf({ name: "x.png", type: "image/png" })).toBe("image/png");
  });

  it("formats sizes", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatBytes(250 * 1024)).toBe("250 KB");
  });

  it("reads a batch's status with its stage and pages done while in progress", () => {
    expect(statusText({ status: "START_DOC_PARSING", progress: { done: 12, total: 40, stage: "Parsing" } })).toBe(
      "Parsing · 12/40 pages",
    );
    expect(statusText({ status: "START_DOC_PARSING", progress: { done: 3, total: 10, stage: "ocr" } })).toBe(
      "OCR · 3/10 pages",
    );
    expect(statusText({ status: "EXTRACTING", progress: { done: 2, total: 5 } })).toBe("Extracting · 2/5 pages");
    expect(statusText({ status: "START_DOC_PARSING", progress: { done: 0, total: 0, stage: "merge" } })).toBe(
      "Merging",
    );
    expect(statusText({ status: "START_DOC_PARSING" })).toBe("Start Doc Parsing");
    // A resting batch shows its status only, whatever progress is left on it.
    expect(statusText({ status: "USER_VALIDATION", progress: { done: 5, total: 5, stage: "thumbnails" } })).toBe(
      "User Validation",
    );
    expect(stageLabel("master_key")).toBe("Master Key");
  });

  it("runs at most `limit` workers at once and collects every failure", async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    const errors = await runPool([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5 + (n % 3) * 3));
      running--;
      if (n % 4 === 0) throw new Error(`failed ${n}`);
      done.push(n);
    });
    expect(peak).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 5, 6, 7]);
    expect(errors.map((e) => (e as Error).message)).toEqual(["failed 4"]);
  });
});

describe("batchListUrl", () => {
  it("asks the server for the page with the search and the sort, leaving out what is not set", () => {
    expect(batchListUrl(1, 10, "", null)).toBe("/batch?page=1&limit=10");
    expect(batchListUrl(3, 2, "  Incoming invoices & co ", { id: "batchNumber", dir: "asc" })).toBe(
      "/batch?page=3&limit=2&search=Incoming+invoices+%26+co&sort=batchNumber&order=asc",
    );
  });
});
