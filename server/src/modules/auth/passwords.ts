// argon2id password hashes (@node-rs/argon2 defaults: 19 MiB, 2 passes, 1 lane — the OWASP baseline).
// Unknown accounts still cost one verification against a dummy hash, so response time does not
// reveal which emails exist.
import { hash, verify } from "@node-rs/argon2";
import { randomToken } from "../../lib/crypto.ts";

let dummyHash: Promise<string> | undefined;

function getDummyHash(): Promise<string> {
  dummyHash ??= hash(randomToken());
  return dummyHash;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when `password` matches `stored`; a missing hash burns the same time and answers false. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a 500.
    return false;
  }
}

/** Computes the dummy hash ahead of the first unknown-user sign-in (so that one is not faster). */
export async function warmUpPasswords(): Promise<void> {
  await getDummyHash();
}
