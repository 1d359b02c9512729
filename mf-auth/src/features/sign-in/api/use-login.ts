import { useAction } from "@parley/ui-kit/api/use-action.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { safeNextPath } from "../../../lib/safe-next.ts";
import { describeLoginFailure } from "../utils/login-failure.ts";
import { postLogin, type LoginFields } from "./post-login.ts";

export type LoginVariables = Omit<LoginFields, "captcha"> & {
  /** Asked for only when the user submits: captcha tokens are single-use and short-lived. */
  captchaToken: () => Promise<string>;
};

/**
 * Signs in, then re-reads the session and goes to the server's `next`. The mutation stays pending
 * until the session is refreshed, so the button stays disabled the whole way. Without react-query:
 * the sign-in page loads without it (lib/define-sign-in-parcel.ts).
 */
export function useLogin() {
  const { api, session, navigate } = useShell();
  return useAction({
    mutationFn: async ({ captchaToken, ...fields }: LoginVariables) => {
      const next = await postLogin(api, { ...fields, captcha: await captchaToken() });
      await session.refresh();
      return next;
    },
    onSuccess: (next) => navigate(safeNextPath(next) ?? "/"),
    onError: (error, variables) => {
      const { redirectTo } = describeLoginFailure(error, variables.next);
      if (redirectTo) navigate(redirectTo);
    },
  });
}
