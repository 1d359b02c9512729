import { signInErrorKey } from "@parley/shared-contracts";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { safeNextPath } from "../../../lib/safe-next.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import { AuthLayout } from "../../../lib/ui/auth-layout.tsx";
import { CaptchaStatus } from "../../../lib/captcha/captcha-status.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useLogin } from "../api/use-login.ts";
import { useWorkspaceInfo } from "../api/use-workspace-info.ts";
import { useInvisibleCaptcha } from "../hooks/use-invisible-captcha.ts";
import { useSignedInRedirect } from "../hooks/use-signed-in-redirect.ts";
import { describeLoginFailure } from "../utils/login-failure.ts";
import { SignInMethods } from "./sign-in-methods.tsx";
import { WorkspaceHeader } from "./workspace-header.tsx";
import { WorkspaceInfoError } from "./workspace-info-error.tsx";
import styles from "./sign-in-page.module.css";

/** The sign-in page of a workspace (docs/product/sign-in.md § Sign-in page). */
export function SignInPage({ subdomain }: { subdomain: string }) {
  const { t } = useAuthTranslation();
  const { location } = useShell();
  const query = new URLSearchParams(location.search);
  const next = safeNextPath(query.get("next"));
  const queryError = query.get("error");
  const workspace = useWorkspaceInfo(subdomain);
  const login = useLogin();
  const captcha = useInvisibleCaptcha(workspace.data, "login");
  const signingIn = login.isPending || login.isSuccess;
  const redirecting = useSignedInRedirect(next, signingIn);

  if (redirecting || workspace.isPending) {
    return (
      <AuthLayout busy>
        <p className={styles.status} role="status">
          <Spinner />
          {t(redirecting ? "page.redirecting" : "page.loading")}
        </p>
      </AuthLayout>
    );
  }
  if (workspace.isError) {
    return (
      <AuthLayout>
        <WorkspaceInfoError retrying={workspace.isFetching} onRetry={() => void workspace.refetch()} />
      </AuthLayout>
    );
  }

  // One message slot: this page's own failure wins over the `error` it was opened with.
  const failure = login.isError ? describeLoginFailure(login.error, next).message : null;
  const message = failure ?? (login.isIdle && queryError ? { key: signInErrorKey(queryError) } : null);
  return (
    <AuthLayout>
      <WorkspaceHeader name={workspace.data.name} logo={workspace.data.logo} />
      {message && (
        <Alert testId="sign-in.error">
          {"key" in message ? t(message.key, { ns: "common" }) : message.text}
        </Alert>
      )}
      <SignInMethods
        options={workspace.data.sign_in_options}
        unconfigured={workspace.data.unconfigured_sign_in_options ?? []}
        next={next}
        pending={signingIn}
        captchaTarget={captcha.enabled ? captcha.attachTo : null}
        onSubmit={(credentials) =>
          login.mutate({ ...credentials, next, captchaToken: captcha.getToken }, { onSettled: captcha.reset })
        }
      />
      <CaptchaStatus solving={captcha.solving} />
    </AuthLayout>
  );
}
