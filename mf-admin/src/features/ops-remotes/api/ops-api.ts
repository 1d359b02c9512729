// The ops API (/api/v1/ops/…, docs/remote-delivery.md): a bearer token (PARLEY_OPS_TOKEN), never a
// workspace session — so these calls go without cookies, not through the shell's session fetch.
import type { OpsRemoteVersions, OpsWorkspaceList } from "@parley/shared-contracts/api/ops";

export interface OpsCredentials {
  token: string;
  /** Named in the release log (X-Parley-Actor). */
  actor: string;
}

export interface RemoteRow {
  name: string;
  versions: string[];
  staged: string[];
  newest: string;
  defaultPin: string | null;
  tenantPin: string | null;
  serves: string;
  fallback: string | null;
}

export interface RemoteListing {
  tenant: string | null;
  remotes: RemoteRow[];
}

/** A refused or failed ops call: its status and the server's message. */
export class OpsError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "OpsError";
    this.status = status;
  }
}

/** `_default` is the default channel in the ops API's paths and queries. */
export const DEFAULT_CHANNEL = "_default";

async function opsFetch<T>(credentials: OpsCredentials, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: "omit",
    headers: {
      authorization: `Bearer ${credentials.token}`,
      accept: "application/json",
      ...(credentials.actor ? { "x-parley-actor": credentials.actor } : {}),
      ...(init.body ? { "content-type": "application/json" } : {}),
    },
  });
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!response.ok) throw new OpsError(response.status, body?.error?.message ?? `HTTP ${response.status}`);
  return body as T;
}

export const listRemotes = (credentials: OpsCredentials, tenant: string) =>
  opsFetch<RemoteListing>(credentials, `/api/v1/ops/remotes?tenant=${encodeURIComponent(tenant)}`);

export const listWorkspaces = (credentials: OpsCredentials) =>
  opsFetch<OpsWorkspaceList>(credentials, "/api/v1/ops/workspaces");

export const listRemoteVersions = (credentials: OpsCredentials) =>
  opsFetch<OpsRemoteVersions>(credentials, "/api/v1/ops/remotes/versions");

export type PinCommand =
  | { cmd: "remotes.promote"; remote: string; version: string; tenants: (string | null)[] }
  | { cmd: "remotes.unpin"; remote: string; tenant: string | null }
  | { cmd: "remotes.rollback"; remote: string; tenant: string | null };

export type WorkspaceCommand =
  | { cmd: "workspace.create"; subdomain: string; name: string }
  | { cmd: "user.create"; subdomain: string; email: string; name: string; role: "owner" }
  | { cmd: "workspace.suspend" | "workspace.reinstate"; subdomain: string };

/** Runs one command; resolves to the lines it printed. */
export async function runCommand(
  credentials: OpsCredentials,
  command: PinCommand | WorkspaceCommand,
): Promise<string[]> {
  const answer = await opsFetch<{ lines: string[] }>(credentials, "/api/v1/ops/commands", {
    method: "POST",
    body: JSON.stringify({ command }),
  });
  return answer.lines;
}
