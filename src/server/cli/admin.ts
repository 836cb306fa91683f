/**
 * Operators' command line: organizations and users from the shell.
 *   npm run admin -- add-org "Acme Ltd"
 *   npm run admin -- add-user jane@acme.com --org "Acme Ltd" --roles admin,editor --first Jane --last Doe
 *   npm run admin -- list
 * Works on the same database as the server (DATA_DIR or DATABASE_URL). With the embedded database it refuses to run
 * while a server answers on PORT.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { openDb, type Db } from "../db/db";
import { createOrganization, findOrganizationByName } from "../organizations/organizationRepo";
import { addMember } from "../users/userRepo";
import { ROLES, type RoleName } from "../../domain/access";
import { heldMessage, serverAnswers } from "./runningServer";

async function run(db: Db, argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      org: { type: "string" },
      roles: { type: "string" },
      first: { type: "string" },
      last: { type: "string" },
      inactive: { type: "boolean" },
    },
  });
  if (command === "add-org") {
    const name = positionals.join(" ").trim();
    if (!name) throw new Error('Usage: add-org "Organization name"');
    const org = await createOrganization(db, name);
    return `Created organization ${org.name} (${org._id})`;
  }
  if (command === "add-user") {
    const email = positionals[0];
    if (!email?.includes("@") || !values.org)
      throw new Error(
        'Usage: add-user <email> --org "Organization name" [--roles admin,editor,indexer] [--first F --last L] [--inactive]',
      );
    const org = await findOrganizationByName(db, values.org);
    if (!org) throw new Error(`No organization named ${values.org}. Create it with add-org first.`);
    const roles = (values.roles ?? "indexer")
      .split(",")
      .map((r) => r.trim())
      .filter(Boolean);
    const bad = roles.filter((r) => !(ROLES as readonly string[]).includes(r));
    if (bad.length) throw new Error(`Unknown role ${bad.join(", ")}: use ${ROLES.join(", ")}`);
    await addMember(db, org._id, {
      email,
      firstName: values.first ?? email.split("@")[0],
      lastName: values.last ?? "",
      roles: roles as RoleName[],
      isActive: !values.inactive,
    });
    return `Added ${email} to ${org.name} as ${roles.join(", ")}`;
  }
  if (command === "list") {
    const rows = await db.query<{ name: string; email: string; roles: string[]; is_active: boolean }>(
      `SELECT o.name, u.email, m.roles, m.is_active FROM organizations o
         LEFT JOIN memberships m ON m.organization_id = o.id LEFT JOIN users u ON u.id = m.user_id ORDER BY o.name, u.email`,
    );
    return rows
      .map(
        (r) =>
          `${r.name}\t${r.email ?? "-"}\t${(r.roles ?? []).join(",")}${r.is_active === false ? "\t(inactive)" : ""}`,
      )
      .join("\n");
  }
  throw new Error("Commands: add-org <name> | add-user <email> --org <name> [--roles ...] | list");
}

const config = loadConfig();
const dbDir = path.join(config.dataDir, "db");
// The embedded database takes one process: refuse rather than write under a running server.
if (!config.databaseUrl && (await serverAnswers(config.port))) {
  console.error(heldMessage(config.port, dbDir));
  process.exit(1);
}
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: dbDir });
try {
  console.log(await run(db, process.argv.slice(2)));
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
