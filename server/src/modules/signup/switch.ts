// Whether self-service sign-up is on: configuration can force it off (PARLEY_SELF_SERVICE_SIGNUP=false);
// otherwise the ops switch (`npm run ops -- signup off|on`) decides, on by default.
import type { Queryable } from "../../lib/db/database.ts";
import { readSignupSwitch } from "./repository.ts";

export async function isSignupEnabled(db: Queryable, configured: boolean): Promise<boolean> {
  if (!configured) return false;
  return (await readSignupSwitch(db)) ?? true;
}
