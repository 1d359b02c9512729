// What the start banner says about the demo owner's password. A generated one is kept in the data
// directory (0600) so later starts can show it again — as long as it is still the owner's password.
import type { Database } from "../../lib/db/database.ts";
import { DEMO_PASSWORD_FILE, readTextFile, writePrivateFile } from "../../lib/data-dir.ts";
import { findAccountBySubdomain } from "../accounts/repository.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { findMemberByEmail } from "../members/repository.ts";
import { DEMO } from "./seed.ts";
import type { SeedResult } from "./seed.ts";

export async function demoPasswordLine(
  db: Database,
  dataDir: string,
  seed: SeedResult,
  envPassword: string | undefined,
): Promise<string> {
  if (seed.password !== undefined) {
    if (envPassword === undefined) await writePrivateFile(dataDir, DEMO_PASSWORD_FILE, seed.password);
    return seed.password;
  }
  if (envPassword !== undefined) return envPassword;
  const saved = await readTextFile(dataDir, DEMO_PASSWORD_FILE);
  const account = await findAccountBySubdomain(db, DEMO.subdomain);
  const owner = account ? await findMemberByEmail(db, account.id, DEMO.ownerEmail) : undefined;
  if (saved !== undefined && owner !== undefined && (await verifyPassword(owner.password_hash, saved)))
    return saved;
  return "(changed since it was generated; set PARLEY_DEMO_PASSWORD to choose one)";
}
