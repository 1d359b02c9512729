// Where the Continue dialog sends a visitor: their workspace's continue page (after a reachability
// probe) or the admin host's sign-up page (after the sign-up call accepted the e-mail).
import { requestOf } from "@parley/shared-contracts/api/endpoint";
import { shareEndpoints } from "@parley/shared-contracts/api/share-endpoints";
import { REACHABILITY_TIMEOUT_MS } from "@parley/shared-contracts/constants";
import type { ApiFetch } from "@parley/shared-contracts/shell";

/** The spec's "simple address pattern" for the snapshot e-mail. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A workspace name as sign-up and ops allow it (a DNS label). */
const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

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

/**
 * "ready": continue there; "missing": no such workspace; "not_ready": it exists but takes no one yet,
 * or its host does not answer (the spec's 'Subdomain unreachable').
 */
type WorkspaceState = "ready" | "missing" | "not_ready";

/**
 * The workspace's state from its probe, which allows the share origin to read the status (CORS, no
 * credentials): 404 is the only "missing", so an unknown name is told apart from a host not ready.
 */
export async function probeWorkspace(
  origin: string,
  fetcher: typeof fetch = fetch,
  timeoutMs = REACHABILITY_TIMEOUT_MS,
): Promise<WorkspaceState> {
  try {
    const { path } = requestOf(shareEndpoints.workspaceProbe, {});
    const response = await fetcher(`${origin}${path}`, {
      mode: "cors",
      credentials: "omit",
      cache: "no-store",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) return "ready";
    return response.status === 404 ? "missing" : "not_ready";
  } catch {
    return "not_ready";
  }
}

export type SignupOutcome =
  { ok: true } | { ok: false; field: "user_email" | "snapshot" | null; message: string | null };

/**
 * shareEndpoints.snapshotSignup with user_email and snapshot, and the solved proof of work (`captcha`)
 * when the server asks sign-ups for one; errors come back per field (read here: `error.user_email`).
 */
export async function requestSnapshotSignup(
  api: ApiFetch,
  email: string,
  uuid: string,
  captcha = "",
): Promise<SignupOutcome> {
  const { path, init } = requestOf(shareEndpoints.snapshotSignup, {
    body: { user_email: email.trim(), snapshot: uuid, ...(captcha === "" ? {} : { captcha }) },
  });
  const response = await api(path, init);
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
