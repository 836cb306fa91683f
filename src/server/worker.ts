/**
 * Worker processes alone (`npm run worker`): several machines can share one PostgreSQL and one storage.
 * With the embedded database only one process may open it, so run workers inside the server instead.
 */
import { loadConfig } from "./config";
import { closeServices, openServices } from "./services";
import { startWorkers } from "./workflow/engine";
import { startWorkDirSweeps } from "./pipeline/workDirs";

const config = loadConfig();
if (!config.databaseUrl) {
  console.error(
    "npm run worker needs DATABASE_URL: the embedded database can be opened by one process only (the server runs its own workers).",
  );
  process.exit(1);
}
const services = await openServices(config);
await startWorkDirSweeps(); // working folders a killed process left behind (issue 17.3)
await startWorkers(services, { concurrency: config.workerConcurrency });
console.log("Worker started; waiting for batch steps.");
const stop = async () => {
  await closeServices(services);
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
