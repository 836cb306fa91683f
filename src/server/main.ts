import { loadConfig } from "./config";
import { buildApp } from "./app";
import { closeServices, openServices } from "./services";
import { startWorkers } from "./workflow/engine";
import { startWorkDirSweeps } from "./pipeline/workDirs";
import { seedFirstStart } from "./organizations/organizationRepo";
import { startupLines } from "./startupMessage";

/** One process: the API, the client and (by default) the workers, on the embedded defaults. */
async function main() {
  const config = loadConfig();
  const services = await openServices(config);
  const { seeded } = await seedFirstStart(services.db, config.adminEmail);
  const app = await buildApp(services, { logger: config.logRequests });
  if (config.runWorkers) {
    // Working folders a killed process left behind (issue 17.3).
    await startWorkDirSweeps();
    await startWorkers(services, { concurrency: config.workerConcurrency });
  }
  await app.listen({ port: config.port, host: config.host });
  console.log(startupLines(config, { seeded }).join("\n"));
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
