import type { Message } from "@parley/shared-contracts/api/messages";
import type { Profile } from "@parley/shared-contracts/api/profile";
import { OPTIMISTIC_ID } from "./message-cache.ts";

/**
 * The user's message as it shows before the server has it (id -1, docs/product/conversations.md § Sending).
 */
export function optimisticMessage(input: {
  conversationId: number;
  content: string;
  nonAi: boolean;
  profile: Profile | null;
  now?: Date;
  /** The files going with it, shown at once (images by a local object URL, documents by name). */
  files?: readonly { name: string; url: string; image: boolean }[];
  /** The tool it runs, shown at once like the server will. */
  tool?: Message["tool"];
}): Message {
  const { profile } = input;
  return {
    id: OPTIMISTIC_ID,
    tool: input.tool ?? null,
    conversation_id: input.conversationId,
    type: "user",
    content: input.content,
    model: null,
    model_display_name: null,
    timestamp: (input.now ?? new Date()).toISOString(),
    edited_at: null,
    streaming: false,
    status: "complete",
    error: null,
    sender: profile ? { id: profile.id, name: profile.name, image_url: profile.image_url } : null,
    upload_files: {
      // Negative ids: nothing on the server has them yet.
      images: (input.files ?? [])
        .filter((f) => f.image)
        .map((f, i) => ({ id: -(i + 1), file_name: f.name, url: f.url })),
      documents: (input.files ?? [])
        .filter((f) => !f.image)
        .map((f, i) => ({ id: -(i + 101), file_name: f.name, url: f.url })),
    },
    sent_by_routine: false,
    non_ai: input.nonAi,
    cost: "0",
  };
}
