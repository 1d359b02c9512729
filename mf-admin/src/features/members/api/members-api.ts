// The members page's calls (adminMemberEndpoints); answers are trusted to have the contract's shape.
import { adminMemberEndpoints } from "@parley/shared-contracts/api/admin-endpoints";
import type { AdminInvite, AdminMember } from "@parley/shared-contracts/api/admin-members";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

export const membersQueryKey = ["admin", "members"] as const;

export async function getMembers(api: ApiFetch): Promise<AdminMember[]> {
  return (await callApi(api, adminMemberEndpoints.list, {})).results;
}

export const inviteMember = (api: ApiFetch, invite: AdminInvite) =>
  callApi(api, adminMemberEndpoints.invite, { body: invite });

export const changeRole = (api: ApiFetch, id: number, role: AdminMember["role"]) =>
  callApi(api, adminMemberEndpoints.changeRole, { params: { id }, body: { role } });

/** Deactivate, reactivate or resend the invitation. */
export type MemberAction = "deactivate" | "reactivate" | "resend-invitation";

const actionEndpoints = {
  deactivate: adminMemberEndpoints.deactivate,
  reactivate: adminMemberEndpoints.reactivate,
  "resend-invitation": adminMemberEndpoints.resendInvitation,
} as const;

export const memberAction = (api: ApiFetch, id: number, action: MemberAction) =>
  callApi(api, actionEndpoints[action], { params: { id }, body: {} });
