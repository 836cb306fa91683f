import { pdfjs } from "react-pdf";

// pdf.js parses in a web worker bundled next to the app (STACK.md).
pdfjs.GlobalWorkerOptions.workerSrc = new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url).toString();

export { pdfjs };
