import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { PASSWORD_MIN_LENGTH } from "@parley/shared-contracts";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { AuthLayout } from "../../../lib/ui/auth-layout.tsx";
import { ProductLogo } from "../../../lib/ui/product-logo.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import button from "@parley/ui-kit/ui/page-button.module.css";
import { useTokenCheck } from "../api/use-token-check.ts";
import { useUpdatePassword } from "../api/use-update-password.ts";
import { describeNewPasswordFailure } from "../utils/new-password-failure.ts";
import { validateNewPassword, type NewPasswordProblems } from "../utils/validate-new-password.ts";
import { PasswordField } from "./password-field.tsx";
import { ServerErrors } from "./server-errors.tsx";
import styles from "./update-password-page.module.css";

const INVALID_TOKEN = "/sign-in?error=invalid_token";
const NO_PROBLEMS: NewPasswordProblems = { password: null, confirm: null };

/**
 * docs/product/sign-in.md § Setting a new password: password and confirmation (required, at least 8), the
 * token from the query. A missing or dead token goes to sign-in with the invalid-token error; the server's
 * refusal shows as the subtitle (one error) or a list under 'Password must meet the following constraints:'
 * (several).
 */
export function UpdatePasswordPage() {
  const { t } = useAuthTranslation();
  const { location, navigate } = useShell();
  const id = useId();
  const token = new URLSearchParams(location.search).get("token")?.trim() || null;
  const check = useTokenCheck(token);
  const update = useUpdatePassword();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [shown, setShown] = useState(false);
  const [problems, setProblems] = useState<NewPasswordProblems>(NO_PROBLEMS);
  const invalid = token === null || check.data === false;

  useEffect(() => {
    if (invalid) navigate(INVALID_TOKEN, { replace: true });
  }, [invalid, navigate]);

  if (invalid || check.isPending) {
    return (
      <AuthLayout busy>
        <p className={styles.status} role="status">
          <Spinner />
          {t(invalid ? "page.redirecting" : "update.checking")}
        </p>
      </AuthLayout>
    );
  }

  if (update.isSuccess) {
    return (
      <AuthLayout>
        <header className={styles.header}>
          <ProductLogo size={40} />
          <h1 className={styles.title} data-testid="update-password.done">
            {t("update.doneTitle")}
          </h1>
          <p className={styles.subtitle} role="status">
            {t("update.doneBody")}
          </p>
        </header>
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          data-testid="update-password.sign-in"
          onClick={() => navigate("/sign-in", { replace: true })}
        >
          {t("update.signIn")}
        </button>
      </AuthLayout>
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending || token === null) return;
    const found = validateNewPassword(password, confirm);
    flushSync(() => setProblems(found));
    const min = { min: PASSWORD_MIN_LENGTH };
    passwordRef.current?.setCustomValidity(found.password ? t(found.password, min) : "");
    confirmRef.current?.setCustomValidity(found.confirm ? t(found.confirm, min) : "");
    if (found.password) passwordRef.current?.focus();
    else if (found.confirm) confirmRef.current?.focus();
    else update.mutate({ password, passwordConfirm: confirm, token });
  }

  const failure = update.isError ? describeNewPasswordFailure(update.error) : null;
  const serverErrors = failure?.errors ?? [];
  return (
    <AuthLayout>
      <header className={styles.header}>
        <ProductLogo size={40} />
        <h1 className={styles.title}>{t("update.title")}</h1>
        {serverErrors.length === 0 ? (
          <p className={styles.subtitle}>{t("update.subtitle", { min: PASSWORD_MIN_LENGTH })}</p>
        ) : (
          <ServerErrors errors={serverErrors} />
        )}
      </header>
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <PasswordField
          ref={passwordRef}
          id={`${id}-password`}
          name="password"
          label={t("update.passwordLabel")}
          value={password}
          shown={shown}
          readOnly={update.isPending}
          problem={problems.password ? t(problems.password, { min: PASSWORD_MIN_LENGTH }) : null}
          testId="update-password.password"
          onChange={(value) => {
            setPassword(value);
            setProblems((current) => ({ ...current, password: null }));
          }}
        />
        <PasswordField
          ref={confirmRef}
          id={`${id}-confirm`}
          name="password_confirm"
          label={t("update.confirmLabel")}
          value={confirm}
          shown={shown}
          readOnly={update.isPending}
          problem={problems.confirm ? t(problems.confirm, { min: PASSWORD_MIN_LENGTH }) : null}
          testId="update-password.confirm"
          onChange={(value) => {
            setConfirm(value);
            setProblems((current) => ({ ...current, confirm: null }));
          }}
        />
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={shown}
            data-testid="update-password.show"
            onChange={(event) => setShown(event.currentTarget.checked)}
          />
          {t("update.showPasswords")}
        </label>
        <button
          type="submit"
          className={`${button.button} ${button.primary}`}
          disabled={update.isPending}
          data-testid="update-password.submit"
        >
          {update.isPending && <Spinner />}
          {update.isPending ? t("update.submitting") : t("update.submit")}
        </button>
      </form>
    </AuthLayout>
  );
}
