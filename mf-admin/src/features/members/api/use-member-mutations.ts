// The members page's changes: each answer replaces the member in the cache and says so in a toast.
import type { AdminMember } from "@parley/shared-contracts/api/admin-members";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "@parley/ui-kit/http-error.ts";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { changeRole, memberAction, membersQueryKey, type MemberAction } from "./members-api.ts";
import { useRoleLabel } from "../components/use-role-label.ts";

export function useMemberMutations() {
  const { api } = useShell();
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useAdminTranslation();
  const roleLabel = useRoleLabel();
  const replace = (member: AdminMember) =>
    client.setQueryData<AdminMember[]>(membersQueryKey, (list) =>
      list?.map((m) => (m.id === member.id ? member : m)),
    );
  const failed = (error: unknown) =>
    toast("error", serverMessage(error) ?? t("error.generic", { ns: "common" }));

  const role = useMutation({
    mutationFn: (input: { id: number; role: AdminMember["role"] }) => changeRole(api, input.id, input.role),
    onSuccess: (member) => {
      replace(member);
      toast("success", t("members.roleChanged", { name: member.name, role: roleLabel(member.role) }));
    },
    onError: failed,
  });
  const action = useMutation({
    mutationFn: (input: { id: number; action: MemberAction }) => memberAction(api, input.id, input.action),
    onSuccess: (member, input) => {
      replace(member);
      const text =
        input.action === "deactivate"
          ? t("members.deactivated", { name: member.name })
          : input.action === "reactivate"
            ? t("members.reactivated", { name: member.name })
            : t("members.resent", { email: member.email });
      toast("success", text);
    },
    onError: failed,
  });
  return { role, action };
}
