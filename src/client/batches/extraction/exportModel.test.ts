import { describe, expect, it } from "vitest";
import { exportSummary } from "./exportModel";

describe("exportSummary", () => {
  it("DE-03: the archive to download, named after its key", () => {
    const s = exportSummary({
      batchNumber: 12,
      workflow: { exportTarget: "DE-03", archiveFileLocation: "org/o/batch/b/export/batch-12.zip" },
      extractionDocuments: [{ docNo: 1 }, { docNo: 2 }],
    });
    expect(s).toEqual({
      archiveKey: "org/o/batch/b/export/batch-12.zip",
      archiveFileName: "batch-12.zip",
      documentsLine: "2 documents exported.",
      mfiles: null,
    });
  });

  it("DE-01: the M-Files object ids when present", () => {
    const one = exportSummary({
      workflow: { exportTarget: "DE-01" },
      extractionDocuments: [{ docNo: 1, mfilesObjectId: 501 }],
    });
    expect(one.archiveKey).toBeNull();
    expect(one.mfiles).toEqual({ line: "1 document sent to M-Files with object id 501.", objects: [] });
    const two = exportSummary({
      workflow: { exportTarget: "DE-01" },
      extractionDocuments: [
        { docNo: 1, mfilesObjectId: 501 },
        { docNo: 2, mfilesObjectId: 502 },
      ],
    });
    expect(two.mfiles?.line).toBe("2 documents sent to M-Files with object ids 501, 502.");
    expect(two.mfiles?.objects).toEqual([
      { docNo: 1, objectId: 501 },
      { docNo: 2, objectId: 502 },
    ]);
  });

  it("DE-01 without ids still says where the documents went", () => {
    expect(
      exportSummary({ workflow: { exportTarget: "DE-01" }, extractionDocuments: [{ docNo: 1 }] }).mfiles?.line,
    ).toBe("The documents were sent to M-Files.");
  });

  it("an export without target or archive shows only the message", () => {
    expect(exportSummary({ workflow: {}, extractionDocuments: [] })).toEqual({
      archiveKey: null,
      archiveFileName: "batch-export.zip",
      documentsLine: null,
      mfiles: null,
    });
    expect(exportSummary(undefined).archiveKey).toBeNull();
  });
});
