import { describe, expect, it } from "vitest";
import { documentsCsv } from "./archiveExport";

const row = (fields: Record<string, unknown>, masterKey: string | null = "Vendor") => ({
  batchNumber: 1,
  docNo: 1,
  documentClass: "Invoice",
  masterKey,
  pages: [1, 2],
  fields,
  tables: [],
});

describe("documents.csv", () => {
  it("neutralises cells a spreadsheet would run as formulas", () => {
    const csv = documentsCsv([
      row(
        { Note: '=HYPERLINK("http://x","y")', Ref: "+1+2", Code: "-2+3", Who: "@SUM(A1)", Tab: "\t=1" },
        "=cmd|' /C calc'!A0",
      ),
    ]);
    const [header, line] = csv.trimEnd().split("\n");
    expect(header).toBe("docNo,documentClass,masterKey,pages,Note,Ref,Code,Who,Tab");
    expect(line).toBe(
      `1,Invoice,'=cmd|' /C calc'!A0,1 2,"'=HYPERLINK(""http://x"",""y"")",'+1+2,'-2+3,'@SUM(A1),'\t=1`,
    );
  });

  it("keeps numbers and ordinary text as they are, negative amounts included", () => {
    const csv = documentsCsv([row({ Total: -12.5, Net: "-12.50", Tax: "+3,20", Name: "ACME; Ltd", Text: "a-b" })]);
    expect(csv.trimEnd().split("\n")[1]).toBe(
      `1,Invoice,Vendor,1 2,-12.5,-12.50,+3,20,"ACME; Ltd",a-b`.replace("+3,20", '"+3,20"'),
    );
  });

  it("neutralises a field name too (names are typed by people)", () => {
    expect(documentsCsv([row({ "=1+1": "x" })]).split("\n")[0]).toBe("docNo,documentClass,masterKey,pages,'=1+1");
  });
});
