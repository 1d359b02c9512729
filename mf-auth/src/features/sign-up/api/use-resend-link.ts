import { useMutation } from "@tanstack/react-query";
import type { ApiFetch } from "@parley/shared-contracts";
import { sendJson } from "@parley/ui-kit/api/request.ts";
import { useShell } from "../../../lib/shell-context.tsx";

/** `POST /api/v1/authentication/snapshot-signup/resend/`: a fresh link (the earlier one stops working). */
export async function postResendLink(api: ApiFetch, email: string): Promise<void> {
  await sendJson(api, "POST", "/api/v1/authentication/snapshot-signup/resend/", { user_email: email });
}

export function useResendLink() {
  const { api } = useShell();
  return useMutation({ mutationFn: (email: string) => postResendLink(api, email) });
}
