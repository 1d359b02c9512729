// The admin site's members page (docs/admin-site.md § Members).
import { useState } from "react";
import type { AdminMember } from "@parley/shared-contracts/api/admin-members";
import { ConfirmDialog } from "@parley/ui-kit/ui/confirm-dialog.tsx";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { AdminFrame } from "../../../lib/ui/admin-frame.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { useMemberMutations } from "../api/use-member-mutations.ts";
import { useMembers } from "../api/use-members.ts";
import { InviteForm } from "./invite-form.tsx";
import { MemberRow } from "./member-row.tsx";
import styles from "./members.module.css";

export function MembersPage() {
  const { t } = useAdminTranslation();
  const { session } = useShell();
  const members = useMembers();
  const { role, action } = useMemberMutations();
  const [confirming, setConfirming] = useState<AdminMember | null>(null);
  const viewer = session.profile;
  const roles: readonly AdminMember["role"][] =
    viewer?.role === "owner" ? ["owner", "admin", "member"] : ["admin", "member"];
  const busyId = role.isPending ? role.variables.id : action.isPending ? action.variables.id : null;

  return (
    <AdminFrame title={t("members.title")}>
      {members.data === undefined ? (
        <PageState error={members.error} onRetry={() => void members.refetch()} />
      ) : (
        <>
          <InviteForm roles={roles} />
          <table className={styles.table} data-testid="members.table">
            <thead>
              <tr>
                <th scope="col">{t("members.columnName")}</th>
                <th scope="col">{t("members.columnEmail")}</th>
                <th scope="col">{t("members.columnRole")}</th>
                <th scope="col">{t("members.columnStatus")}</th>
                <th scope="col">{t("members.columnActions")}</th>
              </tr>
            </thead>
            <tbody>
              {members.data.map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  isSelf={member.id === viewer?.id}
                  roles={roles}
                  busy={busyId === member.id}
                  onRole={(next) => role.mutate({ id: member.id, role: next })}
                  onAction={(next) =>
                    next === "deactivate"
                      ? setConfirming(member)
                      : action.mutate({ id: member.id, action: next })
                  }
                />
              ))}
            </tbody>
          </table>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={t("members.deactivateTitle", { name: confirming.name })}
          message={t("members.deactivateBody", { name: confirming.name })}
          confirmLabel={t("members.deactivate")}
          cancelLabel={t("members.cancel")}
          busy={action.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            action.mutate(
              { id: confirming.id, action: "deactivate" },
              { onSettled: () => setConfirming(null) },
            )
          }
          testIds={{ dialog: "members.confirm", cancel: "members.confirm-cancel", ok: "members.confirm-ok" }}
        />
      )}
    </AdminFrame>
  );
}
