/**
 * Starts what the end-to-end tests run against: a real OpenID provider and the product on a fresh
 * embedded database seeded with organizations and one user per role. Playwright's webServer runs this.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/server/config";
import { buildApp } from "../../src/server/app";
import { closeServices, openServices } from "../../src/server/services";
import { startWorkers } from "../../src/server/workflow/engine";
import { createOrganization, seedFirstStart } from "../../src/server/organizations/organizationRepo";
import { addMember } from "../../src/server/users/userRepo";
import { startFakeMfilesServer } from "../../src/testing/fakeMfiles/fakeMfilesServer";
import { E2E } from "./constants";
import { startOidcProvider } from "./oidcProvider";

const appUrl = `http://localhost:${E2E.port}`;
const oidc = await startOidcProvider(E2E.oidcPort, appUrl);
const mfiles = await startFakeMfilesServer({ port: E2E.mfilesPort });
const dataDir = mkdtempSync(path.join(os.tmpdir(), "docflow-e2e-"));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(E2E.port),
  PUBLIC_URL: appUrl,
  ADMIN_EMAIL: E2E.users.admin,
  GOOGLE_CLIENT_ID: "e2e-google",
  GOOGLE_CLIENT_SECRET: "e2e-secret",
  GOOGLE_ISSUER: oidc.issuer,
  // Short-lived access tokens would make tests flaky; the refresh test expires them itself.
  ACCESS_TOKEN_TTL: "900",
  // Every test signs in; the product's per-minute limits would throttle the suite (the API tests cover the limits).
  RATE_LIMIT_SIGN_IN: process.env.RATE_LIMIT_SIGN_IN ?? "0",
  RATE_LIMIT_EXPENSIVE: process.env.RATE_LIMIT_EXPENSIVE ?? "0",
});
const services = await openServices(config);
const db = services.db;
await seedFirstStart(db, E2E.users.admin);
const [main] = await db.query<{ id: string }>(`SELECT id FROM organizations LIMIT 1`);
const second = await createOrganization(db, E2E.secondOrganization);
const member = (
  email: string,
  roles: ("admin" | "editor" | "indexer")[],
  first: string,
  last: string,
  isActive = true,
) => ({ email, roles, firstName: first, lastName: last, isActive });
await addMember(db, main.id, member(E2E.users.editor, ["editor"], "Eddie", "Editor"));
await addMember(db, main.id, member(E2E.users.indexer, ["indexer"], "Ida", "Indexer"));
await addMember(db, second._id, member(E2E.users.admin, ["indexer"], "Admin", "User"));
await addMember(db, main.id, member(E2E.users.inactive, ["editor"], "Ina", "Inactive", false));
const app = await buildApp(services);
await startWorkers(services);
await app.listen({ port: E2E.port, host: "127.0.0.1" });
console.log(`e2e server on ${appUrl}, OpenID provider on ${oidc.issuer}, data in ${dataDir}`);
const stop = async () => {
  await app.close();
  await oidc.close();
  await mfiles.close();
  await closeServices(services);
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
