import path from "node:path";
import { loadConfig } from "./config";
import { buildApp } from "./app";
import { closeServices, openServices } from "./services";
import { startWorkers } from "./workflow/engine";
import { seedFirstStart } from "./organizations/organizationRepo";

/** One process: the API, the client and (by default) the workers, on the embedded defaults. */
async function main() {
  const config = loadConfig();
  const services = await openServices(config);
  const { seeded } = await seedFirstStart(services.db, config.adminEmail);
  const app = await buildApp(services, { logger: process.env.LOG_REQUESTS === "true" });
  if (config.runWorkers) await startWorkers(services);
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
    await closeServices(services);
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
