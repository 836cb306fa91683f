import type { Storage } from "./storage";

export async function readBytes(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export async function readJson<T>(storage: Storage, key: string): Promise<T> {
  return JSON.parse((await readBytes(storage, key)).toString("utf8")) as T;
}
