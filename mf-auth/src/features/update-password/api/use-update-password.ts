import { useMutation } from "@tanstack/react-query";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { describeNewPasswordFailure } from "../utils/new-password-failure.ts";
import { postNewPassword, type NewPasswordFields } from "./post-new-password.ts";

/** Sets the new password; a dead link or a workspace without passwords goes to sign-in with the error. */
export function useUpdatePassword() {
  const { api, navigate } = useShell();
  return useMutation({
    mutationFn: (fields: NewPasswordFields) => postNewPassword(api, fields),
    onError: (error) => {
      const { redirectTo } = describeNewPasswordFailure(error);
      if (redirectTo) navigate(redirectTo, { replace: true });
    },
  });
}
