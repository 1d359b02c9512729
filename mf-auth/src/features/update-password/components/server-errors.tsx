import type { MessageKey } from "@parley/shared-contracts";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import styles from "./update-password-page.module.css";

type ServerError = { key: MessageKey } | { text: string };

/**
 * docs/product/sign-in.md § Setting a new password: one error is the subtitle; several are a list under
 * 'Password must meet the following constraints:'.
 */
export function ServerErrors({ errors }: { errors: ServerError[] }) {
  const { t } = useAuthTranslation();
  const say = (error: ServerError) => ("key" in error ? t(error.key, { ns: "common" }) : error.text);
  if (errors.length === 1 && errors[0]) {
    return (
      <p className={styles.error} role="alert" data-testid="update-password.error">
        {say(errors[0])}
      </p>
    );
  }
  return (
    <div className={styles.error} role="alert" data-testid="update-password.errors">
      <p className={styles.constraints}>{t("password.constraints", { ns: "common" })}</p>
      <ul className={styles.list}>
        {errors.map((error, index) => (
          <li key={index}>{say(error)}</li>
        ))}
      </ul>
    </div>
  );
}
