import type { OpsCommandResult } from "@parley/shared-contracts/api/ops";
import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { describeError, describeResult } from "../lib/describe-ops-outcome.ts";
import styles from "./ops.module.css";

/** What the last command of an ops page did, or why it was refused. */
export type OpsOutcome = { result: OpsCommandResult } | { error: Error };

/** The password a command generated (a new workspace's owner, a new member): shown once, here. */
function generatedPassword(result: OpsCommandResult): string | null {
  if (result.code === "workspace_created") return result.params.ownerPassword;
  if (result.code === "member_created") return result.params.password;
  return null;
}

/**
 * The outcome of an ops page's command as a sentence in the reader's language (a status, or an alert
 * for a refusal), with a generated password shown once.
 */
export function OpsOutcomeMessage(props: {
  outcome: OpsOutcome;
  testId: string;
  fieldLabels?: Readonly<Record<string, string>>;
}) {
  const { outcome, testId, fieldLabels } = props;
  const { t, i18n } = useAdminTranslation();
  if ("error" in outcome)
    return <Alert testId={testId}>{describeError(t, outcome.error, fieldLabels)}</Alert>;
  const password = generatedPassword(outcome.result);
  return (
    <div role="status" className={styles.output} data-testid={testId}>
      <p className={styles.outcome}>{describeResult(t, i18n.language, outcome.result)}</p>
      {password !== null && (
        <p className={styles.outcome}>
          {t("opsResult.passwordOnce")} <code data-testid={`${testId}-password`}>{password}</code>
        </p>
      )}
    </div>
  );
}
