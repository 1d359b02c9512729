import type { Conversation } from "@parley/shared-contracts/api/conversations";
import type { Message } from "@parley/shared-contracts/api/messages";
import type { Model } from "@parley/shared-contracts/api/models";

export function aModel(overrides: Partial<Model> = {}): Model {
  return {
    id: 1,
    name: "gpt-test",
    display_name: "GPT Test",
    icon: null,
    tags: [],
    recommended: false,
    disabled: false,
    is_trial_model: false,
    trial_model_logo: null,
    source_type: "openai",
    is_offline: false,
    supported_file_types: [],
    supports_speech: true,
    usage_note: "",
    parameter_schema: {},
    price_input_per_token: "0.000001",
    price_output_per_token: "0.000002",
    ...overrides,
  };
}

export const offlineModel = aModel({
  id: 9,
  name: "offline-demo",
  display_name: "Offline demo",
  source_type: "offline",
  is_offline: true,
  supports_speech: false,
});

export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 7,
    name: "Trip planning",
    created: "2030-01-01T10:00:00Z",
    modified: "2030-01-02T10:00:00Z",
    size: 100,
    num_of_unread_messages: 0,
    has_unread_mentions: false,
    requester_is_owner: true,
    is_collaborative: false,
    search_excerpt: null,
    is_csa: false,
    has_snapshot: false,
    participants: [],
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
    conversation_last_message_cost: "0.01",
    conversation_total_usage_cost: "0.05",
    cost_warning_dismissed: false,
    ...overrides,
  };
}

export function aMessage(overrides: Partial<Message> & Pick<Message, "id">): Message {
  const type = overrides.type ?? "user";
  return {
    conversation_id: 7,
    type,
    content: `Message ${overrides.id}`,
    model: type === "assistant" ? 1 : null,
    model_display_name: type === "assistant" ? "GPT Test" : null,
    timestamp: "2030-01-02T10:00:00Z",
    edited_at: null,
    streaming: false,
    status: "complete",
    error: null,
    sender: type === "user" ? { id: 1, name: "Ada Owner", image_url: null } : null,
    upload_files: { images: [], documents: [] },
    sent_by_routine: false,
    non_ai: false,
    cost: "0",
    ...overrides,
  };
}

/** A user/assistant exchange: user ids odd, replies the next id. */
export function exchange(userId: number, reply: Partial<Message> = {}): Message[] {
  return [
    aMessage({ id: userId, content: `Question ${userId}` }),
    aMessage({ id: userId + 1, type: "assistant", content: `Answer ${userId + 1}`, ...reply }),
  ];
}
