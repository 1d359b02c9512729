import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import button from "@parley/ui-kit/ui/page-button.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { browserHasWebAuthn, usePasskeySignIn, wasCancelled } from "../hooks/use-passkey-sign-in.ts";
import styles from "./passkey-sign-in-button.module.css";

/** 'Sign in with a passkey' on the sign-in page; absent where the browser has no WebAuthn. */
export function PasskeySignInButton({ next }: { next: string | null }) {
  const { t } = useAuthTranslation();
  const signIn = usePasskeySignIn(next);
  if (!browserHasWebAuthn()) return null;
  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <div className={styles.passkey}>
      <button
        type="button"
        className={`${button.button} ${button.secondary}`}
        disabled={busy}
        data-testid="sign-in.passkey-button"
        onClick={() => signIn.mutate()}
      >
        {busy ? <Spinner /> : <KeyIcon />}
        {t(busy ? "passkey.signingIn" : "passkey.signIn")}
      </button>
      {signIn.isError && (
        <Alert testId="sign-in.passkey-error">
          {t(wasCancelled(signIn.error) ? "passkey.cancelled" : "passkey.failed")}
        </Alert>
      )}
    </div>
  );
}

function KeyIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="8" cy="12" r="4" stroke="currentColor" strokeWidth="2" />
      <path d="M12 12h9m-3 0v3m-3-3v2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
