// The members page's calls (/api/v1/admin/members/…); answers are trusted to have the contract's shape.
import type { AdminInvite, AdminMember, AdminMemberList } from "@parley/shared-contracts/api/admin-members";
import { ADMIN_MEMBERS_PATH, adminMemberPath } from "@parley/shared-contracts/api/admin-constants";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson, sendJson } from "@parley/ui-kit/api/request.ts";

export const membersQueryKey = ["admin", "members"] as const;

export async function getMembers(api: ApiFetch): Promise<AdminMember[]> {
  return (await requestJson<AdminMemberList>(api, ADMIN_MEMBERS_PATH)).results;
}

export const inviteMember = (api: ApiFetch, invite: AdminInvite) =>
  sendJson<AdminMember>(api, "POST", ADMIN_MEMBERS_PATH, invite);

export const changeRole = (api: ApiFetch, id: number, role: AdminMember["role"]) =>
  sendJson<AdminMember>(api, "PATCH", adminMemberPath(id), { role });

/** Deactivate, reactivate or resend the invitation. */
export type MemberAction = "deactivate" | "reactivate" | "resend-invitation";

export const memberAction = (api: ApiFetch, id: number, action: MemberAction) =>
  sendJson<AdminMember>(api, "POST", `${adminMemberPath(id)}${action}/`, {});
