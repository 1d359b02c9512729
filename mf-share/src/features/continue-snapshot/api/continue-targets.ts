// Where the Continue dialog sends a visitor: their workspace's continue page (after a reachability
// probe) or the admin host's sign-up page (after the sign-up call accepted the e-mail).
import { REACHABILITY_TIMEOUT_MS } from "@parley/shared-contracts/constants";
import type { ApiFetch } from "@parley/shared-contracts/shell";

/** The spec's "simple address pattern" for the snapshot e-mail. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A workspace name as sign-up and ops allow it (a DNS label). */
const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const SNAPSHOT_SIGNUP_PATH = "/api/v1/authentication/snapshot-signup/";

export function isSnapshotEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function normaliseSubdomain(value: string): string | null {
  const name = value.trim().toLowerCase();
  return SUBDOMAIN.test(name) ? name : null;
}

export function workspaceOrigin(template: string, subdomain: string): string {
  return template.replace("{subdomain}", subdomain);
}

export const WORKSPACE_PROBE_PATH = "/api/v1/core/workspace-probe/";

/**
 * Whether the workspace exists and answers: its probe allows the share origin to read the status
 * (CORS, no credentials), so an unknown name is told apart from an unreachable host — both false.
 */
export async function probeWorkspace(
  origin: string,
  fetcher: typeof fetch = fetch,
  timeoutMs = REACHABILITY_TIMEOUT_MS,
): Promise<boolean> {
  try {
    const response = await fetcher(`${origin}${WORKSPACE_PROBE_PATH}`, {
      mode: "cors",
      credentials: "omit",
      cache: "no-store",
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}

export type SignupOutcome =
  { ok: true } | { ok: false; field: "user_email" | "snapshot" | null; message: string | null };

/** POST snapshot-signup with user_email and snapshot; errors come back per field. */
export async function requestSnapshotSignup(
  api: ApiFetch,
  email: string,
  uuid: string,
): Promise<SignupOutcome> {
  const response = await api(SNAPSHOT_SIGNUP_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ user_email: email.trim(), snapshot: uuid }),
  });
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as {
    error?: { user_email?: unknown; snapshot?: unknown; message?: unknown };
  } | null;
  const error = body?.error;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  if (text(error?.user_email)) return { ok: false, field: "user_email", message: text(error?.user_email) };
  if (text(error?.snapshot)) return { ok: false, field: "snapshot", message: text(error?.snapshot) };
  return { ok: false, field: null, message: text(error?.message) };
}
