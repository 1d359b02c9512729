import { adminUsageEndpoints } from "@parley/shared-contracts/api/admin-endpoints";
import type { UsageReport } from "@parley/shared-contracts/api/admin-usage";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

/** The report for a period (both days included); empty days: the server's last 30 days. */
export function getUsage(api: ApiFetch, period: { from: string; to: string }): Promise<UsageReport> {
  const query = {
    from: period.from === "" ? undefined : period.from,
    to: period.to === "" ? undefined : period.to,
  };
  return callApi(api, adminUsageEndpoints.report, { query });
}
