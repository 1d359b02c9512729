import { useMutation } from "@tanstack/react-query";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { describeForgotFailure } from "../utils/forgot-failure.ts";
import { postForgotPassword } from "./post-forgot-password.ts";

export interface ForgotPasswordVariables {
  email: string;
  /** Asked for only when the user submits: captcha tokens are single-use and short-lived. */
  captchaToken: () => Promise<string>;
  /** Called once the token is taken, before the request: the widget is reset for the next try. */
  onCaptchaUsed: () => void;
}

/** Requests a reset link, then shows /password/sent; a workspace without passwords goes to sign-in. */
export function useForgotPassword() {
  const { api, navigate } = useShell();
  return useMutation({
    mutationFn: async ({ email, captchaToken, onCaptchaUsed }: ForgotPasswordVariables) => {
      const captcha = await captchaToken();
      onCaptchaUsed();
      await postForgotPassword(api, email, captcha);
    },
    onSuccess: () => navigate("/password/sent"),
    onError: (error) => {
      const { redirectTo } = describeForgotFailure(error);
      if (redirectTo) navigate(redirectTo, { replace: true });
    },
  });
}
