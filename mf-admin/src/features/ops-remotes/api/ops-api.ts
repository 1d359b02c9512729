// The ops API (opsEndpoints, docs/remote-delivery.md): a bearer token (PARLEY_OPS_TOKEN), never a
// workspace session — so these calls go without cookies, not through the shell's session fetch.
import { opsEndpoints } from "@parley/shared-contracts/api/admin-endpoints";
import { requestOf, type Endpoint, type InputOf, type OutputOf } from "@parley/shared-contracts/api/endpoint";
import type {
  OpsCommandResult,
  OpsErrorBody,
  OpsRemoteListing,
  OpsRemoteRow,
} from "@parley/shared-contracts/api/ops";

export interface OpsCredentials {
  token: string;
  /** Named in the release log (X-Parley-Actor). */
  actor: string;
}

export type RemoteRow = OpsRemoteRow;
export type RemoteListing = OpsRemoteListing;

/**
 * A refused or failed ops call: its status, the server's code and params (the pages translate them),
 * and its English message (for logs only). Status 0 and code `network`: the server was not reached.
 */
export class OpsError extends Error {
  readonly status: number;
  readonly code: string;
  readonly params: Record<string, string | number | null>;
  readonly fields: Record<string, string[]>;
  constructor(status: number, body: OpsErrorBody["error"] | undefined) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = "OpsError";
    this.status = status;
    this.code = body?.code ?? (status === 0 ? "network" : `http_${status}`);
    this.params = body?.params ?? {};
    this.fields = body?.fields ?? {};
  }
}

/** `_default` is the default channel in the ops API's paths and queries. */
export const DEFAULT_CHANNEL = "_default";

async function opsFetch<E extends Endpoint>(
  credentials: OpsCredentials,
  target: E,
  input: InputOf<E>,
): Promise<OutputOf<E>> {
  const { path, init } = requestOf(target, input);
  const response = await fetch(path, {
    ...init,
    credentials: "omit",
    headers: {
      authorization: `Bearer ${credentials.token}`,
      accept: "application/json",
      ...(credentials.actor ? { "x-parley-actor": credentials.actor } : {}),
      ...(init.body ? { "content-type": "application/json" } : {}),
    },
  }).catch(() => {
    // The browser's own message ("Failed to fetch") is English: the page says it from the code.
    throw new OpsError(0, undefined);
  });
  const body = (await response.json().catch(() => null)) as Partial<OpsErrorBody> | null;
  if (!response.ok) throw new OpsError(response.status, body?.error);
  return body as OutputOf<E>;
}

export const listRemotes = (credentials: OpsCredentials, tenant: string) =>
  opsFetch(credentials, opsEndpoints.remotes, { query: { tenant } });

export const listWorkspaces = (credentials: OpsCredentials) =>
  opsFetch(credentials, opsEndpoints.workspaces, {});

export const listRemoteVersions = (credentials: OpsCredentials) =>
  opsFetch(credentials, opsEndpoints.versions, {});

export type PinCommand =
  | { cmd: "remotes.promote"; remote: string; version: string; tenants: (string | null)[] }
  | { cmd: "remotes.unpin"; remote: string; tenant: string | null }
  | { cmd: "remotes.rollback"; remote: string; tenant: string | null };

export type WorkspaceCommand =
  /** The owner is created in the same transaction: both or neither. */
  | { cmd: "workspace.create"; subdomain: string; name: string; owner: { email: string; name?: string } }
  | { cmd: "workspace.suspend" | "workspace.reinstate"; subdomain: string };

/** Runs one command; resolves to its result code and params (its English lines are for the CLI). */
export async function runCommand(
  credentials: OpsCredentials,
  command: PinCommand | WorkspaceCommand,
): Promise<OpsCommandResult> {
  const answer = await opsFetch(credentials, opsEndpoints.commands, { body: { command } });
  return answer.result;
}
