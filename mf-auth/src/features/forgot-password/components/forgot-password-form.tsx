import { useId, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import button from "@parley/ui-kit/ui/page-button.module.css";
import form from "@parley/ui-kit/ui/form.module.css";
import { validateEmail, type EmailProblem } from "../utils/validate-email.ts";
import styles from "./password-pages.module.css";

interface ForgotPasswordFormProps {
  /** The request is under way: the button stays disabled until the reply arrives. */
  pending: boolean;
  /** Where the workspace's invisible captcha renders, when it has one. */
  captchaTarget: ((element: HTMLDivElement | null) => void) | null;
  onSubmit(email: string): void;
}

/** The work email field (required, an address), the captcha slot and Submit. */
export function ForgotPasswordForm({ pending, captchaTarget, onSubmit }: ForgotPasswordFormProps) {
  const { t } = useAuthTranslation();
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<EmailProblem | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validateEmail(email);
    // Render the message before focusing, so the focused field is read with its description.
    flushSync(() => setProblem(found));
    emailRef.current?.setCustomValidity(found ? t(found) : "");
    if (found) emailRef.current?.focus();
    else onSubmit(email.trim());
  }

  const errorId = `${id}-email-error`;
  return (
    <form className={form.form} noValidate onSubmit={handleSubmit}>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-email`}>
          {t("signIn.emailLabel")}
        </label>
        <div className={form.control} data-invalid={problem !== null}>
          <input
            ref={emailRef}
            id={`${id}-email`}
            className={form.input}
            name="email"
            type="email"
            dir="ltr"
            required
            autoComplete="username"
            spellCheck={false}
            placeholder={t("signIn.emailPlaceholder")}
            value={email}
            readOnly={pending}
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            data-testid="forgot-password.email"
            onChange={(event) => {
              event.currentTarget.setCustomValidity("");
              setEmail(event.currentTarget.value);
              setProblem(null);
            }}
          />
        </div>
        {problem && (
          <p id={errorId} className={form.error}>
            {t(problem)}
          </p>
        )}
      </div>
      {captchaTarget && <div ref={captchaTarget} className={styles.captcha} />}
      <button
        type="submit"
        className={`${button.button} ${button.primary}`}
        disabled={pending}
        data-testid="forgot-password.submit"
      >
        {pending && <Spinner />}
        {pending ? t("forgot.submitting") : t("forgot.submit")}
      </button>
    </form>
  );
}
