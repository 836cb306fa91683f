/**
 * A size in binary units, as people read upload limits and file sizes: 512 → "512 bytes", 1536 → "1.5 KB",
 * 209715200 → "200 MB". One rule for the server's messages and the client's lists.
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 100 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
