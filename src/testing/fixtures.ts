/**
 * Where the repository's test documents live (testdata/, with their licences in testdata/README.md).
 * Tests, benchmarks and the demo seed read them from here, never from outside the repository; a
 * missing file fails whoever reads it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const TESTDATA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../testdata");
export const INVOICES_DIR = path.join(TESTDATA, "invoices");
export const BAD_PDFS_DIR = path.join(TESTDATA, "bad-pdfs");
export const EINVOICES_DIR = path.join(TESTDATA, "einvoices");

/** The bytes of a file of testdata/invoices. */
export const invoiceFixture = (name: string) => readFileSync(path.join(INVOICES_DIR, name));
