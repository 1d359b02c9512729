import type { OpsFailureSummary } from "@parley/shared-contracts/api/ops";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import styles from "../../ops-remotes/components/ops.module.css";

/** A version's load-error reports: how many (and how many fell back), then the newest messages. */
export function FailureSummary(props: { failures: OpsFailureSummary; formatDate: (iso: string) => string }) {
  const { failures, formatDate } = props;
  const { t } = useAdminTranslation();
  if (failures.count === 0) return <span data-testid="opsVersions.errors">{t("opsVersions.noErrors")}</span>;
  return (
    <>
      <span data-testid="opsVersions.errors">
        {t("opsVersions.errorCount", { count: failures.count, fallbacks: failures.fallbacks })}
      </span>
      <details>
        <summary>{t("opsVersions.latest")}</summary>
        <ul className={styles.list}>
          {failures.latest.map((failure) => (
            <li key={`${failure.at}-${failure.message}`}>
              <time dateTime={failure.at}>{formatDate(failure.at)}</time> · {failure.tenant ?? "–"} ·{" "}
              {failure.phase}: <bdi>{failure.message}</bdi>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
