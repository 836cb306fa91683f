import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { heldMessage, serverAnswers } from "./runningServer";

describe("a running server holding the embedded database", () => {
  it("is seen when the port answers /api/health, and not when nothing listens there", async () => {
    const server = createServer((req, res) => res.writeHead(req.url === "/api/health" ? 200 : 404).end('{"ok":true}'));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    expect(await serverAnswers(port)).toBe(true);
    await new Promise((resolve) => server.close(resolve));
    expect(await serverAnswers(port)).toBe(false);
    expect(heldMessage(port, "data/db")).toContain(`running on port ${port}`);
  });
});
