import type { Conversation, Participant } from "@parley/shared-contracts/api/conversations";

export const ada: Participant = { id: 1, name: "Ada Owner", image_url: null, email: "owner@acme.test" };
export const bob: Participant = { id: 2, name: "Bob Builder", image_url: null, email: "bob@acme.test" };

/** A conversation as `GET /api/v1/conversations/{id}/` answers it. */
export function aConversation(patch: Partial<Conversation> = {}): Conversation {
  return {
    id: 7,
    name: "Launch plan",
    created: "2026-01-01T00:00:00.000Z",
    modified: "2026-01-01T00:00:00.000Z",
    size: 10,
    num_of_unread_messages: 0,
    has_unread_mentions: false,
    requester_is_owner: true,
    is_collaborative: false,
    is_csa: false,
    has_snapshot: false,
    participants: [ada],
    collaboration_slug: null,
    last_used_model_id: null,
    last_used_model: null,
    dlp_preference: null,
    view_settings: {
      userMarkdownView: true,
      userLatexView: false,
      assistantMarkdownView: true,
      assistantLatexView: false,
    },
    conversation_last_message_cost: "0.00",
    conversation_total_usage_cost: "0.00",
    cost_warning_dismissed: false,
    ...patch,
  };
}
