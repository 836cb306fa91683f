/**
 * The 409 sentence for a change written against a version someone else replaced meanwhile (If-Match): one wording
 * for batches and master data, on the server and in the client.
 */
export function staleChangeMessage(thing: string): string {
  return `Someone else changed this ${thing} meanwhile. Reload it to see the current state.`;
}
