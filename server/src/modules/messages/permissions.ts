// docs/product/collaboration.md § Roles and permissions: any member edits or deletes their own messages, the
// conversation's owner all of them; an assistant reply belongs to whoever sent the message before it (so they
// may edit, delete or regenerate it). Whether the member may see the conversation at all is checked before.
import type { MessageRow } from "./repository.ts";

export interface Requester {
  memberId: number;
  isOwner: boolean;
}

export function mayChangeMessage(
  requester: Requester,
  message: Pick<MessageRow, "type" | "sender_id">,
  previous: Pick<MessageRow, "type" | "sender_id"> | undefined,
): boolean {
  if (requester.isOwner) return true;
  if (message.type === "user") return message.sender_id === requester.memberId;
  return previous?.type === "user" && previous.sender_id === requester.memberId;
}
