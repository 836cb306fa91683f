import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseBatchFiles } from "./parseBatchFiles.js";
import { ParseError } from "./errors.js";
import { kindFromBytes } from "./sniff.js";
import { pdfSignatureOnly, pdfWithUnreadablePage } from "../../../testing/brokenPdfs.js";

/** Issue 17.5: a file that starts with "%PDF" is never called "not a PDF", and pages a repair left blank are told. */
describe("PDFs with a damaged header", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pdf-signature-test-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, bytes: Uint8Array) => {
    const p = path.join(dir, name);
    writeFileSync(p, bytes);
    return { fileName: name, path: p };
  };
  const parseError = async (name: string, bytes: Uint8Array) => {
    const err = await parseBatchFiles({
      files: [file(name, bytes)],
      mode: "text-layer",
      outDir: mkdtempSync(path.join(dir, "out-")),
    }).then(
      () => {
        throw new Error("parsed");
      },
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ParseError);
    return err as ParseError;
  };

  it('"%PDF" without "-1.x" is a PDF by its signature', () => {
    expect(kindFromBytes(Buffer.from("%PDF\n%\xe2\xe3", "latin1"))).toBe("pdf");
    expect(kindFromBytes(Buffer.from("%PDF1.4", "latin1"))).toBe("pdf");
  });

  it('one that cannot be repaired says so, with the true reason, not "not a PDF ... 25 50 44 46"', async () => {
    const err = await parseError("issue-263.pdf", pdfSignatureOnly());
    expect(err.code).toBe("UNREADABLE_PDF");
    expect(err.message).not.toMatch(/not a PDF|25 50 44 46/);
    expect(err.message).toMatch(
      /^issue-263\.pdf could not be read as a PDF: its PDF header is damaged \("%PDF" without the version that follows it\) and .+\.$/,
    );
    // Under another file type's name, the content is still named for what it is.
    const named = await parseError("scan.png", pdfSignatureOnly());
    expect(named.message).toBe(
      "scan.png is named as a PNG image but its content is a PDF file; rename it or upload the right file.",
    );
  });

  it("one that is repaired keeps its pages; the page the repair left blank is told with its number", async () => {
    const warnings: string[] = [];
    const out = await parseBatchFiles({
      files: [file("repaired.pdf", pdfWithUnreadablePage())],
      mode: "text-layer",
      outDir: mkdtempSync(path.join(dir, "out-")),
      onWarning: (m) => warnings.push(m),
    });
    expect(out.pageCount).toBeGreaterThanOrEqual(2);
    expect(warnings).toContain(
      `repaired.pdf: 1 of ${out.pageCount} pages could not be read and were left blank (page 2 of this batch).`,
    );
  });
});
