/**
 * Small damaged PDFs written by hand for the parse tests (issue 17.5): the qpdf corpus in testdata/bad-pdfs has no
 * file whose repair leaves a page blank, nor one that starts with "%PDF" and nothing PDF-like after it.
 */

/**
 * A PDF that starts with "%PDF" and a line break instead of "%PDF-1.4" (the PDF libraries must repair it), whose
 * page tree names three pages: two readable ones and, second, a number instead of a page, which the repair can only
 * leave blank.
 */
export function pdfWithUnreadablePage(): Buffer {
  const stream = "BT 10 10 Td ET";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R 4 0 R 6 0 R] /Count 3 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 5 0 R >>",
    "42",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 5 0 R >>",
  ];
  let out = "%PDF\n1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((n) => `${String(n).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** A file that starts with "%PDF", a line break and binary bytes, and holds nothing a PDF reader can use. */
export function pdfSignatureOnly(): Buffer {
  return Buffer.concat([
    Buffer.from("%PDF\n%\xe2\xe3\xcf\xd3\n", "latin1"),
    Buffer.from("no objects here ".repeat(20)),
  ]);
}
