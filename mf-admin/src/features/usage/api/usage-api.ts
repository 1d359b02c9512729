import { ADMIN_USAGE_PATH } from "@parley/shared-contracts/api/admin-constants";
import type { UsageReport } from "@parley/shared-contracts/api/admin-usage";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson } from "@parley/ui-kit/api/request.ts";

/** The report for a period (both days included); empty days: the server's last 30 days. */
export function getUsage(api: ApiFetch, period: { from: string; to: string }): Promise<UsageReport> {
  const query = new URLSearchParams(Object.entries(period).filter(([, value]) => value !== ""));
  const search = query.toString();
  return requestJson<UsageReport>(api, search ? `${ADMIN_USAGE_PATH}?${search}` : ADMIN_USAGE_PATH);
}
