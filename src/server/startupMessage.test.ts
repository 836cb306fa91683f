import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { startupLines } from "./startupMessage";

const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: "/tmp/docflow-startup-test", APP_SECRET: "x", ...env });

describe("safe by default", () => {
  it("binds to this computer while the demo provider is on, and says so", () => {
    const c = config({});
    expect(c.host).toBe("127.0.0.1");
    const text = startupLines(c, { seeded: false }).join("\n");
    expect(text).toContain(
      "Listening on 127.0.0.1:3000: reachable from this computer only (set HOST=0.0.0.0 to serve the network).",
    );
    expect(text).toContain("Demo sign-in is on for this computer only");
  });

  it("HOST changes the address; DEMO_AUTH=on is announced as open to everyone", () => {
    const c = config({ HOST: "0.0.0.0", DEMO_AUTH: "on" });
    expect(c.host).toBe("0.0.0.0");
    const text = startupLines(c, { seeded: false }).join("\n");
    expect(text).toContain("Listening on 0.0.0.0:3000: reachable from the network.");
    expect(text).toContain("Demo sign-in is on for everyone (DEMO_AUTH=on)");
  });

  it("in production the demo provider is off and the server serves the network", () => {
    const c = config({ NODE_ENV: "production" });
    expect(c.demoAuth).toBe("off");
    expect(c.host).toBe("0.0.0.0");
    expect(startupLines(c, { seeded: true }).join("\n")).not.toContain("Demo sign-in");
  });

  it("believes forwarding headers only from the proxies TRUST_PROXY names", () => {
    expect(config({}).trustProxy).toBe(false);
    expect(config({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(config({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16" }).trustProxy).toEqual(["10.0.0.1", "192.168.0.0/16"]);
  });

  it("refuses a DEMO_AUTH it does not understand", () => {
    expect(() => config({ DEMO_AUTH: "yes" })).toThrow('DEMO_AUTH must be "on" or "off", got "yes"');
  });
});
