import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { startRegistration } from "@simplewebauthn/browser";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import {
  deletePasskey,
  fetchPasskeys,
  fetchRegistrationOptions,
  renamePasskey,
  verifyRegistration,
} from "../api/passkeys-api.ts";

const PASSKEYS_KEY = ["passkeys"] as const;

/** One page of the member's passkeys; the previous page stays on screen while the next loads. */
export function usePasskeyPage(page: number, pageSize: number) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...PASSKEYS_KEY, page, pageSize],
    queryFn: () => fetchPasskeys(api, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

/** The whole WebAuthn registration: server options → authenticator → server verification. */
export function useAddPasskey() {
  const { api } = useShell();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string | undefined) => {
      const optionsJSON = await fetchRegistrationOptions(api);
      const credential = await startRegistration({ optionsJSON });
      return verifyRegistration(api, credential, name);
    },
    onSettled: () => client.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

export function useRenamePasskey() {
  const { api } = useShell();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renamePasskey(api, id, name),
    onSuccess: () => client.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

export function useDeletePasskey() {
  const { api } = useShell();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePasskey(api, id),
    onSuccess: () => client.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}
