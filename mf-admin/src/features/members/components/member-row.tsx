import type { AdminMember } from "@parley/shared-contracts/api/admin-members";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import type { MemberAction } from "../api/members-api.ts";
import { useRoleLabel } from "./use-role-label.ts";
import styles from "./members.module.css";

export interface MemberRowProps {
  member: AdminMember;
  /** The signed-in member's own row: nothing to change here. */
  isSelf: boolean;
  /** Roles the viewer may give (an admin neither gives nor takes `owner`). */
  roles: readonly AdminMember["role"][];
  busy: boolean;
  onRole: (role: AdminMember["role"]) => void;
  onAction: (action: MemberAction) => void;
}

export function MemberRow({ member, isSelf, roles, busy, onRole, onAction }: MemberRowProps) {
  const { t } = useAdminTranslation();
  const roleLabel = useRoleLabel();
  const status = member.disabled
    ? t("members.statusDeactivated")
    : member.invited
      ? t("members.statusInvited")
      : t("members.statusActive");
  const locked = isSelf || busy || !roles.includes(member.role);
  return (
    <tr data-testid={`members.row-${member.email}`}>
      <td>
        {member.name}
        {isSelf && <span className={styles.you}> ({t("members.you")})</span>}
      </td>
      <td>{member.email}</td>
      <td>
        <select
          value={member.role}
          disabled={locked}
          aria-label={t("members.roleOf", { name: member.name })}
          onChange={(e) => onRole(e.target.value as AdminMember["role"])}
          data-testid="members.role"
        >
          {(roles.includes(member.role) ? roles : [member.role, ...roles]).map((r) => (
            <option key={r} value={r}>
              {roleLabel(r)}
            </option>
          ))}
        </select>
      </td>
      <td data-testid="members.status">{status}</td>
      <td>
        <div className={styles.actions}>
          {member.invited && !member.disabled && (
            <button
              type="button"
              className={`${button.button} ${button.secondary}`}
              disabled={busy}
              onClick={() => onAction("resend-invitation")}
              data-testid="members.resend"
            >
              {t("members.resend")}
            </button>
          )}
          {!locked &&
            (member.disabled ? (
              <button
                type="button"
                className={`${button.button} ${button.secondary}`}
                onClick={() => onAction("reactivate")}
                data-testid="members.reactivate"
              >
                {t("members.reactivate")}
              </button>
            ) : (
              <button
                type="button"
                className={`${button.button} ${button.danger}`}
                onClick={() => onAction("deactivate")}
                data-testid="members.deactivate"
              >
                {t("members.deactivate")}
              </button>
            ))}
        </div>
      </td>
    </tr>
  );
}
