import { pdfjs } from "react-pdf";

// pdf.js parses in a web worker bundled next to the app (STACK.md).
pdfjs.GlobalWorkerOptions.workerSrc = new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url).toString();

/**
 * One pdf.js worker for every viewer of the page, started as soon as the viewer's code loads (it has a megabyte of
 * script to read before it can open a PDF), and reused by each document opened after: a viewer passes it to
 * getDocument, which then neither starts nor ends a worker of its own.
 */
let shared: InstanceType<typeof pdfjs.PDFWorker> | null = null;
export function sharedPdfWorker() {
  shared ??= new pdfjs.PDFWorker();
  return shared;
}
sharedPdfWorker();
