// The audit log's calls: a search and the CSV download (fetched through the shell's authenticated
// fetch, which names the workspace: a plain link would not).
import type { AuditEntry } from "@parley/shared-contracts/api/admin-audit";
import { adminAuditEndpoints } from "@parley/shared-contracts/api/admin-endpoints";
import { requestOf } from "@parley/shared-contracts/api/endpoint";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";

/** `q` only when it says something. */
const queryOf = (q: string) => (q.trim() ? { q } : {});

export async function getAudit(api: ApiFetch, q: string): Promise<AuditEntry[]> {
  return (await callApi(api, adminAuditEndpoints.list, { query: queryOf(q) })).results;
}

export async function getAuditCsv(api: ApiFetch, q: string): Promise<Blob> {
  const { path, init } = requestOf(adminAuditEndpoints.export, { query: queryOf(q) });
  const response = await api(path, { ...init, headers: { accept: "text/csv" } });
  if (!response.ok) throw new HttpError(response.status, await readJson(response));
  return response.blob();
}
