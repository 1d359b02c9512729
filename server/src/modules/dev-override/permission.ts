// Who may load a remote from a dev server: owners and admins, unless the workspace turned overrides
// off; ordinary members only where the workspace opened them to members; no one when the instance
// turned them off (PARLEY_DEV_OVERRIDES=off).
import type { DevOverrideRefusal } from "@parley/shared-contracts/api/dev-override";
import {
  DEV_OVERRIDES_FLAG,
  DEV_OVERRIDES_MEMBERS_FLAG,
} from "@parley/shared-contracts/api/dev-override-flags";
import type { MemberRole } from "@parley/shared-contracts/api/profile";

export function overrideRefusal(
  instanceOn: boolean,
  member: { role: MemberRole; feature_flags?: Record<string, boolean> },
): DevOverrideRefusal | null {
  if (!instanceOn) return "instance_off";
  const flags = member.feature_flags ?? {};
  if (flags[DEV_OVERRIDES_FLAG] === false) return "workspace_off";
  if (member.role === "owner" || member.role === "admin") return null;
  return flags[DEV_OVERRIDES_MEMBERS_FLAG] === true ? null : "role";
}
