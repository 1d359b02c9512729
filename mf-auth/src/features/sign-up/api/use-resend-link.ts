import { useMutation } from "@tanstack/react-query";
import type { ApiFetch } from "@parley/shared-contracts";
import { signupEndpoints } from "@parley/shared-contracts/api/auth-endpoints";
import { captchaToken } from "@parley/shared-contracts/captcha/captcha-token";
import { callApi } from "@parley/ui-kit/api/request.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/**
 * signupEndpoints.resend: a fresh link (the earlier one stops working),
 * with the sign-up's proof of work solved first when the server asks for one.
 */
export async function postResendLink(api: ApiFetch, email: string): Promise<void> {
  const captcha = await captchaToken(api, "signup");
  await callApi(api, signupEndpoints.resend, {
    body: { user_email: email, ...(captcha === "" ? {} : { captcha }) },
  });
}

export function useResendLink() {
  const { api } = useShell();
  return useMutation({ mutationFn: (email: string) => postResendLink(api, email) });
}
