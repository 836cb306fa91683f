/**
 * The DE-03 ZIP written to a local file from local files and texts, entry by entry in the given order (stored, not
 * compressed: PDFs are compressed already). Pure Node, no storage or database: it runs on a pipeline thread
 * (threads/tasks.ts), since the CRC of every byte is computed in JavaScript.
 */
import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import { Zip, ZipPassThrough } from "fflate";

/** A file copied from a local path, or a text written as UTF-8. */
export type ArchiveEntry = { name: string; path: string } | { name: string; text: string };

export async function writeArchiveFile(entries: ArchiveEntry[], outPath: string): Promise<void> {
  const out = createWriteStream(outPath);
  out.on("error", () => undefined); // surfaced by finished()
  let failed: Error | null = null;
  let pending: Promise<unknown> = Promise.resolve();
  const zip = new Zip((err, chunk, final) => {
    if (err) failed ??= err;
    else if (!out.write(Buffer.from(chunk))) pending = once(out, "drain");
    if (final) out.end();
  });
  try {
    for (const entry of entries) {
      const file = new ZipPassThrough(entry.name);
      zip.add(file);
      if ("text" in entry) {
        file.push(Buffer.from(entry.text), true);
      } else {
        let last: Buffer | null = null;
        for await (const chunk of createReadStream(entry.path)) {
          if (last) file.push(last);
          last = chunk as Buffer;
          await pending;
        }
        file.push(last ?? new Uint8Array(0), true);
      }
      await pending;
      if (failed) throw failed;
    }
    zip.end();
  } catch (err) {
    out.destroy();
    throw err;
  }
  await finished(out);
  if (failed) throw failed;
}
