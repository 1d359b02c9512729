import { useState } from "react";
import type { OpsRemoteVersion } from "@parley/shared-contracts/api/ops";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import type { PinCommand } from "../../ops-remotes/api/ops-api.ts";
import styles from "../../ops-remotes/components/ops.module.css";
import { FailureSummary } from "./failure-summary.tsx";

/**
 * One build of a remote: where it comes from and is promoted, its load errors, and the canary —
 * promote for one workspace, watch its errors since then, promote to the default, or roll back.
 */
export function VersionRow(props: {
  remote: string;
  version: OpsRemoteVersion;
  tenants: string[];
  busy: boolean;
  formatDate: (iso: string) => string;
  run: (command: PinCommand) => void;
}) {
  const { remote, version, tenants, busy, formatDate, run } = props;
  const { t, i18n } = useAdminTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 1 });
  const [tenant, setTenant] = useState("");
  const label = { remote, version: version.version };
  return (
    <tr data-testid={`opsVersions.row-${remote}-${version.version}`}>
      <th scope="row">
        <bdi>{version.version}</bdi>
      </th>
      <td>
        {version.source === "built-in" ? (
          <span className={styles.badge}>{t("opsVersions.builtIn")}</span>
        ) : (
          <span className={styles.badge}>
            {t("opsVersions.published", {
              who: version.publishedBy ?? "–",
              date: version.publishedAt ? formatDate(version.publishedAt) : "–",
            })}
          </span>
        )}
        {version.newestBuiltIn && <span className={styles.badge}>{t("opsVersions.newest")}</span>}
        {version.staged && <span className={styles.badge}>{t("opsVersions.staged")}</span>}
        {version.defaultPromoted && (
          <span className={styles.badge} data-testid="opsVersions.default">
            {t("opsVersions.default")}
          </span>
        )}
      </td>
      <td>
        {version.tenants.length === 0 ? (
          "–"
        ) : (
          <ul className={styles.list}>
            {version.tenants.map((promoted) => (
              <li key={promoted.tenant} data-testid={`opsVersions.canary-${promoted.tenant}`}>
                {t("opsVersions.tenantSince", {
                  tenant: promoted.tenant,
                  date: formatDate(promoted.promotedAt),
                })}
                <br />
                <span data-testid="opsVersions.errorsSince">
                  {t("opsVersions.errorsSince", { count: promoted.failuresSincePromotion })}
                </span>
                <br />
                <span data-testid="opsVersions.rateSince">
                  {promoted.errorRate === null
                    ? t("opsVersions.rateNone")
                    : t("opsVersions.rateSince", {
                        rate: percent.format(promoted.errorRate),
                        loads: promoted.loadsSincePromotion,
                      })}
                </span>{" "}
                <button
                  type="button"
                  className={`${button.button} ${button.secondary}`}
                  disabled={busy}
                  onClick={() => run({ cmd: "remotes.rollback", remote, tenant: promoted.tenant })}
                  data-testid="opsVersions.rollbackTenant"
                >
                  {t("opsVersions.rollbackTenant", { tenant: promoted.tenant })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        <FailureSummary failures={version.failures} formatDate={formatDate} />
      </td>
      <td>
        <div className={styles.actions}>
          <select
            value={tenant}
            onChange={(e) => setTenant(e.target.value)}
            aria-label={t("opsVersions.canaryTenant", label)}
            data-testid="opsVersions.tenant"
          >
            <option value="">{t("opsVersions.chooseTenant")}</option>
            {tenants.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={`${button.button} ${button.primary}`}
            disabled={busy || tenant === ""}
            onClick={() =>
              run({ cmd: "remotes.promote", remote, version: version.version, tenants: [tenant] })
            }
            aria-label={t("opsVersions.promoteTenantOf", label)}
            data-testid="opsVersions.promoteTenant"
          >
            {t("opsVersions.promoteTenant")}
          </button>
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            disabled={busy || version.defaultPromoted}
            onClick={() => run({ cmd: "remotes.promote", remote, version: version.version, tenants: [null] })}
            aria-label={t("opsVersions.promoteDefaultOf", label)}
            data-testid="opsVersions.promoteDefault"
          >
            {t("opsVersions.promoteDefault")}
          </button>
          {version.defaultPromoted && (
            <button
              type="button"
              className={`${button.button} ${button.secondary}`}
              disabled={busy}
              onClick={() => run({ cmd: "remotes.rollback", remote, tenant: null })}
              data-testid="opsVersions.rollbackDefault"
            >
              {t("opsVersions.rollbackDefault")}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
