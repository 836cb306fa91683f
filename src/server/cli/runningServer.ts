/**
 * Whether a server of this product answers on the port: with the embedded database (PGlite, one process
 * at a time) such a server holds the database folder, and a second writer would corrupt or lose data.
 */
export async function serverAnswers(port: number, timeoutMs = 1000): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
    return res.ok;
  } catch {
    return false;
  }
}

export const heldMessage = (port: number, dir: string) =>
  `A server is running on port ${port} and holds the embedded database in ${dir}. Stop it first, then run this command again (PGlite allows one process at a time).`;
