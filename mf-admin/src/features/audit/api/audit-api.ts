// The audit log's calls: a search and the CSV download (fetched through the shell's authenticated
// fetch, which names the workspace: a plain link would not).
import type { AuditEntry, AuditList } from "@parley/shared-contracts/api/admin-audit";
import { ADMIN_AUDIT_EXPORT_PATH, ADMIN_AUDIT_PATH } from "@parley/shared-contracts/api/admin-constants";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson } from "@parley/ui-kit/api/request.ts";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";

const withQuery = (path: string, q: string) => (q.trim() ? `${path}?${new URLSearchParams({ q })}` : path);

export async function getAudit(api: ApiFetch, q: string): Promise<AuditEntry[]> {
  return (await requestJson<AuditList>(api, withQuery(ADMIN_AUDIT_PATH, q))).results;
}

export async function getAuditCsv(api: ApiFetch, q: string): Promise<Blob> {
  const response = await api(withQuery(ADMIN_AUDIT_EXPORT_PATH, q), { headers: { accept: "text/csv" } });
  if (!response.ok) throw new HttpError(response.status, await readJson(response));
  return response.blob();
}
