import path from "node:path";
import { loadConfig } from "./config";
import { openDb } from "./db/db";
import { buildApp } from "./app";
import { seedFirstStart } from "./organizations/organizationRepo";

/** One process: the API, the client and (by default) the workers, on the embedded defaults. */
async function main() {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, "db") });
  const { seeded } = await seedFirstStart(db, config.adminEmail);
  const app = await buildApp({ config, db, logger: process.env.LOG_REQUESTS === "true" });
  await app.listen({ port: config.port, host: config.host });
  const lines = [
    `Document back office is running at ${config.publicUrl}`,
    `Database: ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${path.join(config.dataDir, "db")}`}`,
    `Sign in as ${config.adminEmail}${seeded ? " (seeded now as the admin of Default Organization)" : ""}`,
    config.demoAuth ? "Demo sign-in is on: the Google and Microsoft buttons lead to a local e-mail form." : "",
  ];
  console.log(lines.filter(Boolean).join("\n"));
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
