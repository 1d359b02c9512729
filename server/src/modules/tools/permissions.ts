// What a caller may do with a tool (docs/product/tools.md § Tool permissions): the prompt and the settings each
// None, View or Edit. The server decides, and the API leaves out what may not be viewed.
import type { MemberRole } from "@parley/shared-contracts/api/profile";
import type { ToolPermission } from "@parley/shared-contracts/api/tools";
import type { ToolRow } from "./repository.ts";

export interface ToolCaller {
  memberId: number;
  role: MemberRole;
}

export interface ToolPermissions {
  prompt: ToolPermission;
  settings: ToolPermission;
  /** Only Personal tools are deleted, by their owner. */
  canDelete: boolean;
  /** Download writes the prompt and the settings, so both must be viewable. */
  downloadable: boolean;
  /** Owners and admins turn a tool into an Account tool and choose what members see. */
  canShare: boolean;
}

export const isOwnerOrAdmin = (caller: ToolCaller) => caller.role === "owner" || caller.role === "admin";

export function permissionsFor(
  tool: Pick<ToolRow, "tool_type" | "owner_id" | "member_prompt_access" | "member_settings_access">,
  caller: ToolCaller,
): ToolPermissions {
  let prompt: ToolPermission;
  let settings: ToolPermission;
  if (tool.tool_type === "System") {
    // The product's own: run by everyone, changed by nobody in a workspace.
    prompt = "View";
    settings = "View";
  } else if (tool.tool_type === "Personal") {
    const mine = tool.owner_id === caller.memberId;
    prompt = mine ? "Edit" : "None";
    settings = mine ? "Edit" : "None";
  } else if (isOwnerOrAdmin(caller)) {
    prompt = "Edit";
    settings = "Edit";
  } else {
    prompt = tool.member_prompt_access;
    settings = tool.member_settings_access;
  }
  return {
    prompt,
    settings,
    canDelete: tool.tool_type === "Personal" && tool.owner_id === caller.memberId,
    downloadable: prompt !== "None" && settings !== "None",
    canShare: tool.tool_type !== "System" && isOwnerOrAdmin(caller) && tool.owner_id !== null,
  };
}
