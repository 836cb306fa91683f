import path from "node:path";
import type { Config } from "./config";

const LOCAL_HOSTS = ["127.0.0.1", "::1", "localhost"];

/** What the server prints when it is up: where it runs, on what data, and who can reach it and sign in how. */
export function startupLines(config: Config, { seeded }: { seeded: boolean }): string[] {
  const local = LOCAL_HOSTS.includes(config.host);
  const lines = [
    `Document back office is running at ${config.publicUrl}`,
    local
      ? `Listening on ${config.host}:${config.port}: reachable from this computer only (set HOST=0.0.0.0 to serve the network).`
      : `Listening on ${config.host}:${config.port}: reachable from the network.`,
    `Database: ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${path.join(config.dataDir, "db")}`}`,
    `Sign in as ${config.adminEmail}${seeded ? " (seeded now as the admin of Default Organization)" : ""}`,
  ];
  if (config.demoAuth === "loopback")
    lines.push(
      "Demo sign-in is on for this computer only: the Google and Microsoft buttons lead to a local e-mail form. Requests from other machines cannot use it.",
    );
  if (config.demoAuth === "on")
    lines.push(
      "Demo sign-in is on for everyone (DEMO_AUTH=on): anyone who reaches this server can sign in as any user, the admin included.",
    );
  return lines;
}
