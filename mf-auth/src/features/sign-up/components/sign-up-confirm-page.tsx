import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { HttpError } from "@parley/ui-kit/http-error.ts";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { AuthLayout } from "../../../lib/ui/auth-layout.tsx";
import { ProductLogo } from "../../../lib/ui/product-logo.tsx";
import { useCompleteSignup } from "../api/use-complete-signup.ts";
import { useSignupToken } from "../api/use-signup-token.ts";
import { describeCompleteFailure } from "../utils/signup-problems.ts";
import { SignUpOff } from "./sign-up-gate.tsx";
import { LinkInvalid } from "./link-invalid.tsx";
import { SignUpForm } from "./sign-up-form.tsx";
import styles from "./sign-up.module.css";

/** The sibling workspaces' domain as the visitor sees it: this admin host without its first label. */
function baseHostOf(host: string): string {
  return host.replace(/^admin\./, "");
}

/**
 * /sign-up/confirm?token=… (the mailed link): checks the token, then asks for the workspace and the
 * owner; on success the browser goes to the new workspace's host, signed in, in the continued
 * conversation. A dead link says so and leads back to the shared conversation.
 */
export function SignUpConfirmPage({ token }: { token: string | null }) {
  const { t } = useAuthTranslation();
  const check = useSignupToken(token);
  const complete = useCompleteSignup();

  if (token === null) return <LinkInvalid restartUrl={null} />;
  if (check.isPending)
    return (
      <AuthLayout busy>
        <p className={styles.status} role="status">
          <Spinner />
          {t("signUp.checking")}
        </p>
      </AuthLayout>
    );
  if (check.isError) {
    const failure = describeCompleteFailure(check.error);
    if (failure.kind === "disabled") return <SignUpOff />;
    if (failure.kind === "link" || (check.error instanceof HttpError && check.error.status === 400))
      return <LinkInvalid restartUrl={failure.kind === "link" ? failure.restartUrl : null} />;
  }
  const failure = complete.isError ? describeCompleteFailure(complete.error) : null;
  if (failure?.kind === "link") return <LinkInvalid restartUrl={failure.restartUrl} />;
  if (failure?.kind === "disabled") return <SignUpOff />;
  if (complete.isSuccess)
    return (
      <AuthLayout busy>
        <p className={styles.status} role="status" data-testid="sign-up.redirecting">
          <Spinner />
          {t("signUp.redirecting")}
        </p>
      </AuthLayout>
    );
  const message =
    check.isError || failure?.kind === "message"
      ? ((failure?.kind === "message" ? failure.message : null) ?? t("error.tryLater", { ns: "common" }))
      : null;
  return (
    <AuthLayout>
      <header className={styles.header}>
        <ProductLogo size={40} />
        <h1 className={styles.title} data-testid="sign-up.confirm">
          {t("signUp.confirmTitle")}
        </h1>
        {check.data !== undefined && (
          <p className={styles.subtitle} data-testid="sign-up.confirmed-email">
            {t("signUp.confirmSubtitle", { email: `\u2068${check.data}\u2069` })}
          </p>
        )}
      </header>
      <SignUpForm
        pending={complete.isPending}
        serverProblems={failure?.kind === "fields" ? failure.problems : {}}
        message={message}
        baseHost={baseHostOf(window.location.host)}
        onSubmit={(values) => complete.mutate({ token, ...values })}
      />
    </AuthLayout>
  );
}
