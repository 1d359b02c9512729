import type { AdminMember } from "@parley/shared-contracts/api/admin-members";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";

/** The translated name of a role. */
export function useRoleLabel(): (role: AdminMember["role"]) => string {
  const { t } = useAdminTranslation();
  return (role) =>
    role === "owner"
      ? t("members.roleOwner")
      : role === "admin"
        ? t("members.roleAdmin")
        : t("members.roleMember");
}
