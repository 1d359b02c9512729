import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { PASSWORD_MIN_LENGTH } from "@parley/shared-contracts";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { browserTimeZone } from "../../../lib/time-zone.ts";
import { EyeIcon } from "../../../lib/ui/eye-icon.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import button from "@parley/ui-kit/ui/page-button.module.css";
import form from "@parley/ui-kit/ui/form.module.css";
import { validateCredentials, type CredentialProblems } from "../utils/validate-credentials.ts";
import styles from "./email-sign-in-form.module.css";

export interface EmailCredentials {
  login: string;
  password: string;
  jsTimezone: string;
}

interface EmailSignInFormProps {
  pending: boolean;
  /** Where the workspace's invisible captcha renders, when it has one. */
  captchaTarget: ((element: HTMLDivElement | null) => void) | null;
  /** Move focus to the email field when the form appears (after "Sign in with work email"). */
  focusOnMount: boolean;
  onSubmit(credentials: EmailCredentials): void;
}

const NO_PROBLEMS: CredentialProblems = { email: null, password: null };

/**
 * The work email form. Checked here with translated messages (the browser's own bubbles speak the
 * browser's language, not the page's); the same verdict is set as custom validity so the fields'
 * `validity` tells the truth to assistive technology and tests.
 */
export function EmailSignInForm({ pending, captchaTarget, focusOnMount, onSubmit }: EmailSignInFormProps) {
  const { t } = useAuthTranslation();
  const { navigate } = useShell();
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [problems, setProblems] = useState<CredentialProblems>(NO_PROBLEMS);
  const [timeZone] = useState(browserTimeZone);

  useEffect(() => {
    if (focusOnMount) emailRef.current?.focus();
  }, [focusOnMount]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validateCredentials(email, password);
    // Render the messages before focusing, so the focused field is read with its description.
    flushSync(() => setProblems(found));
    emailRef.current?.setCustomValidity(found.email ? t(found.email) : "");
    passwordRef.current?.setCustomValidity(
      found.password ? t(found.password, { min: PASSWORD_MIN_LENGTH }) : "",
    );
    if (found.email) emailRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else onSubmit({ login: email.trim(), password, jsTimezone: timeZone });
  }

  const emailErrorId = `${id}-email-error`;
  const passwordErrorId = `${id}-password-error`;
  return (
    <form className={form.form} noValidate onSubmit={handleSubmit}>
      <input type="hidden" name="js_timezone" value={timeZone} />
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-email`}>
          {t("signIn.emailLabel")}
        </label>
        <div className={form.control} data-invalid={problems.email !== null}>
          <input
            ref={emailRef}
            id={`${id}-email`}
            className={form.input}
            name="login"
            type="email"
            dir="ltr"
            required
            autoComplete="username"
            spellCheck={false}
            placeholder={t("signIn.emailPlaceholder")}
            value={email}
            readOnly={pending}
            aria-invalid={problems.email !== null}
            aria-describedby={problems.email ? emailErrorId : undefined}
            data-testid="sign-in.email"
            onChange={(event) => {
              event.currentTarget.setCustomValidity("");
              setEmail(event.currentTarget.value);
              setProblems((current) => ({ ...current, email: null }));
            }}
          />
        </div>
        {problems.email && (
          <p id={emailErrorId} className={form.error}>
            {t(problems.email)}
          </p>
        )}
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-password`}>
          {t("signIn.passwordLabel")}
        </label>
        <div className={form.control} data-invalid={problems.password !== null}>
          <input
            ref={passwordRef}
            id={`${id}-password`}
            className={form.input}
            name="password"
            type={showPassword ? "text" : "password"}
            required
            minLength={PASSWORD_MIN_LENGTH}
            autoComplete="current-password"
            value={password}
            readOnly={pending}
            aria-invalid={problems.password !== null}
            aria-describedby={problems.password ? passwordErrorId : undefined}
            data-testid="sign-in.password"
            onChange={(event) => {
              event.currentTarget.setCustomValidity("");
              setPassword(event.currentTarget.value);
              setProblems((current) => ({ ...current, password: null }));
            }}
          />
          <button
            type="button"
            className={form.iconButton}
            aria-label={t("signIn.showPassword")}
            aria-pressed={showPassword}
            aria-controls={`${id}-password`}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            <EyeIcon crossed={showPassword} />
          </button>
        </div>
        {problems.password && (
          <p id={passwordErrorId} className={form.error}>
            {t(problems.password, { min: PASSWORD_MIN_LENGTH })}
          </p>
        )}
      </div>
      <a
        className={styles.forgot}
        href="/password/forgot"
        data-testid="sign-in.forgot-password"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          navigate("/password/forgot");
        }}
      >
        {t("signIn.forgotPassword")}
      </a>
      {captchaTarget && <div ref={captchaTarget} className={styles.captcha} />}
      <button
        type="submit"
        className={`${button.button} ${button.primary} ${styles.submit}`}
        disabled={pending}
        data-testid="sign-in.submit"
      >
        {pending && <Spinner />}
        {pending ? t("signIn.submitting") : t("signIn.submit")}
      </button>
    </form>
  );
}
