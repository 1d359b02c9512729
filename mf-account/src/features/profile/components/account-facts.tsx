import type { Account } from "@parley/shared-contracts/api/profile";
import { useAccountTranslation } from "../../../i18n/use-account-translation.ts";
import styles from "./account-facts.module.css";

/**
 * Balance with two decimals in en-US format (docs/product/account.md § My profile, as in the trial banner).
 */
const balanceFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The account data the profile shows besides the form: trial end time and balance. */
export function AccountFacts({ account }: { account: Account }) {
  const { t, i18n } = useAccountTranslation();
  const trialEnd = account.free_trial.end_at ? new Date(account.free_trial.end_at) : null;
  return (
    <section aria-labelledby="account-facts-heading" className={styles.facts}>
      <h3 id="account-facts-heading" className={styles.heading}>
        {t("account.heading")} · {account.name}
      </h3>
      <dl className={styles.list}>
        {trialEnd && (
          <div>
            <dt>{t("account.trialEnds")}</dt>
            <dd data-testid="account.trial-end">
              {new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
                trialEnd,
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{t("account.balance")}</dt>
          <dd data-testid="account.balance">{balanceFormat.format(Number(account.balance))}</dd>
        </div>
      </dl>
    </section>
  );
}
