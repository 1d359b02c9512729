import { useId, useState, type FormEvent } from "react";
import button from "@parley/ui-kit/ui/button.module.css";
import dialog from "@parley/ui-kit/ui/dialog.module.css";
import form from "@parley/ui-kit/ui/form.module.css";
import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { captchaToken } from "@parley/shared-contracts/captcha/captcha-token";
import { useShareTranslation } from "../../../i18n/use-share-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import {
  isSnapshotEmail,
  normaliseSubdomain,
  probeWorkspace,
  requestSnapshotSignup,
  workspaceOrigin,
} from "../api/continue-targets.ts";
import styles from "./continue-dialog.module.css";

export interface ContinueDialogProps {
  snapshotUuid: string;
  workspaceOriginTemplate: string;
  adminOrigin: string;
  onClose: () => void;
}

/**
 * 'Continue this conversation': a work e-mail (sign up, then continue in the new workspace) or an
 * existing workspace's name (continue there). Typing in one field disables the other; Continue is
 * disabled while both are empty; Enter submits.
 */
export function ContinueDialog(props: ContinueDialogProps) {
  const { t } = useShareTranslation();
  const shell = useShell();
  const [email, setEmail] = useState("");
  const [subdomain, setSubdomain] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const emailId = useId();
  const emailErrorId = useId();
  const subdomainId = useId();
  const hintId = useId();
  const suffix = workspaceOrigin(props.workspaceOriginTemplate, "").replace(/^https?:\/\//, "");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || (email.trim() === "" && subdomain.trim() === "")) return;
    setEmailError(null);
    setError(null);
    if (email.trim() !== "") {
      if (!isSnapshotEmail(email)) {
        setEmailError(t("continue.invalidEmail"));
        return;
      }
      setBusy(true);
      try {
        // Sign-ups may ask for Parley's proof of work: solved here, in the page, before the call.
        setChecking(true);
        const captcha = await captchaToken(shell.api, "signup").finally(() => setChecking(false));
        const outcome = await requestSnapshotSignup(shell.api, email, props.snapshotUuid, captcha);
        if (outcome.ok) {
          shell.navigate(`${props.adminOrigin}/sign-up?email=${encodeURIComponent(email.trim())}`);
          return;
        }
        if (outcome.field === "user_email") setEmailError(outcome.message ?? t("continue.invalidEmail"));
        else if (outcome.field === "snapshot") setError(outcome.message ?? t("continue.removed"));
        else setError(outcome.message ?? t("continue.failed"));
      } catch {
        setError(t("continue.failed"));
      }
      setBusy(false);
      return;
    }
    const name = normaliseSubdomain(subdomain);
    if (name === null) {
      setError(t("continue.workspaceNotFound"));
      return;
    }
    setBusy(true);
    const origin = workspaceOrigin(props.workspaceOriginTemplate, name);
    const state = await probeWorkspace(origin);
    if (state === "ready") {
      shell.navigate(`${origin}/continue-snapshot/${encodeURIComponent(props.snapshotUuid)}`);
      return;
    }
    setError(t(state === "missing" ? "continue.workspaceNotFound" : "continue.workspaceNotReady"));
    setBusy(false);
  };

  const empty = email.trim() === "" && subdomain.trim() === "";
  return (
    <Dialog title={t("continue.title")} onClose={props.onClose} testId="share.continue-dialog">
      <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={dialog.body}>
          <p className={styles.intro}>{t("continue.intro")}</p>
          {error !== null && <Alert testId="share.continue-error">{error}</Alert>}
          <div className={form.field}>
            <label className={form.label} htmlFor={emailId}>
              {t("continue.email")}
            </label>
            <div
              className={`${form.control} ${styles.control}`}
              data-invalid={emailError !== null}
              data-disabled={subdomain.trim() !== "" || busy}
            >
              <input
                id={emailId}
                className={form.input}
                type="email"
                autoComplete="email"
                value={email}
                disabled={subdomain.trim() !== "" || busy}
                aria-invalid={emailError !== null}
                aria-describedby={emailError !== null ? emailErrorId : undefined}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setEmailError(null);
                }}
                data-testid="share.continue-email"
              />
            </div>
            {emailError !== null && (
              <p
                id={emailErrorId}
                className={form.error}
                role="alert"
                data-testid="share.continue-email-error"
              >
                {emailError}
              </p>
            )}
          </div>
          <p className={styles.or} aria-hidden="true">
            {t("continue.or")}
          </p>
          <div className={form.field}>
            <label className={form.label} htmlFor={subdomainId}>
              {t("continue.subdomain")}
            </label>
            <div
              className={`${form.control} ${styles.control}`}
              dir="ltr"
              data-disabled={email.trim() !== "" || busy}
            >
              <input
                id={subdomainId}
                className={form.input}
                autoComplete="off"
                spellCheck={false}
                value={subdomain}
                disabled={email.trim() !== "" || busy}
                aria-describedby={hintId}
                onChange={(event) => {
                  setSubdomain(event.target.value);
                  setError(null);
                }}
                data-testid="share.continue-subdomain"
              />
              <span className={form.adornment}>{suffix}</span>
            </div>
            <p id={hintId} className={styles.hint}>
              {t("continue.subdomainHint")}
            </p>
          </div>
          <p className={styles.checking} role="status" data-testid="share.continue-checking">
            {checking ? t("continue.checking") : ""}
          </p>
        </div>
        <div className={dialog.actions}>
          <button type="button" className={`${button.button} ${button.secondary}`} onClick={props.onClose}>
            {t("action.close")}
          </button>
          <button
            type="submit"
            className={`${button.button} ${button.primary}`}
            disabled={empty || busy}
            aria-busy={busy}
            data-testid="share.continue-submit"
          >
            {busy && <Spinner />}
            {t("continue.submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
