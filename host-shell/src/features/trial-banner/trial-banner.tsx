import { useState } from "react";
import type { Account } from "@parley/shared-contracts/api/profile";
import { useShellTranslation } from "../../i18n/use-shell-translation.ts";
import { formatBalance, formatCountdown } from "./format-countdown.ts";
import { dismissTrial, isTrialDismissed } from "./trial-dismissal.ts";
import { useCountdown } from "./use-countdown.ts";
import styles from "./trial-banner.module.css";

/**
 * The free-trial banner (docs/product/shell.md § Free-trial banner): shown while the account's trial end is
 * in the future and the user has not dismissed it; the countdown ticks every second. Not a live region: a
 * screen reader would otherwise announce every tick.
 */
export function TrialBanner({ account }: { account: Pick<Account, "id" | "balance" | "free_trial"> }) {
  const { t } = useShellTranslation();
  const endAt = account.free_trial.end_at;
  const remaining = useCountdown(endAt);
  const [dismissed, setDismissed] = useState(() => endAt !== null && isTrialDismissed(account.id, endAt));
  if (endAt === null || remaining <= 0 || dismissed) return null;

  return (
    <section className={styles.banner} aria-label={t("trial.label")} data-testid="trial-banner">
      <span className={styles.text}>
        {t("trial.endsIn")}{" "}
        <time dateTime={endAt} className={styles.countdown} data-testid="trial-banner.countdown">
          {formatCountdown(remaining)}
        </time>
      </span>
      <span className={styles.balance}>
        {t("trial.balance")}{" "}
        <bdi className={styles.amount} data-testid="trial-banner.balance">
          {formatBalance(account.balance)}
        </bdi>
      </span>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t("trial.dismiss")}
        data-testid="trial-banner.dismiss"
        onClick={() => {
          dismissTrial(account.id, endAt);
          setDismissed(true);
        }}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
