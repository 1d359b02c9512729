// Behaviour settings (docs/product/chat-settings.md § Behaviour settings panel): stored in the member's
// profile (members.behavior_settings, merged key by key). With conversation_id the markdown and latex views
// also become that conversation's assistant view settings, so its exports show what its member saw.
import type { BehaviorSettingsUpdate } from "@parley/shared-contracts/api/model-settings";
import type { BehaviorSettings } from "@parley/shared-contracts/api/profile";
import type { ViewSettings } from "@parley/shared-contracts/api/conversations";
import type { Database } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { PrincipalRow } from "../auth/repository.ts";
import { findConversationForMember, updateConversation } from "../conversations/repository.ts";
import { conversationNotFound } from "../conversations/service.ts";
import { defaultBehaviorSettings } from "../members/profile.ts";
import { updateMemberProfile } from "../members/repository.ts";

export async function updateBehaviorSettings(
  db: Database,
  principal: PrincipalRow,
  update: BehaviorSettingsUpdate,
): Promise<BehaviorSettings> {
  const { conversation_id: conversationId, ...settings } = update;
  const accountId = principal.account_id;
  return db.transaction(async (tx) => {
    if (conversationId != null) {
      const conversation = await findConversationForMember(
        tx,
        accountId,
        conversationId,
        principal.member_id,
      );
      if (conversation === undefined) throw conversationNotFound();
      const views: Partial<ViewSettings> = {};
      if (settings.markdown_view !== undefined) views.assistantMarkdownView = settings.markdown_view;
      if (settings.latex_view !== undefined) views.assistantLatexView = settings.latex_view;
      if (Object.keys(views).length > 0)
        await updateConversation(tx, accountId, conversationId, { view_settings: views });
    }
    const row = await updateMemberProfile(tx, accountId, principal.member_id, {
      behavior_settings: settings,
    });
    if (row === undefined) throw new HttpError(401, "not_authenticated", "Authentication required");
    return { ...defaultBehaviorSettings(principal.balance), ...row.behavior_settings };
  });
}
