// A message row as the wire Message. A streaming reply shows its text so far: the local generator's
// when this instance writes it (fresher than the stored batches).
import type { Message } from "@parley/shared-contracts/api/messages";
import { trimDecimal } from "../../lib/decimal.ts";
import type { MessageRow } from "./repository.ts";

/** Where a member of the conversation downloads an attached file. */
export function fileUrl(id: number, fileName: string): string {
  return `/api/v1/files/${id}/${encodeURIComponent(fileName)}`;
}

function uploadFiles(row: MessageRow): Message["upload_files"] {
  const files = (row.files ?? []).map((f) => ({
    id: f.id,
    file_name: f.file_name,
    url: fileUrl(f.id, f.file_name),
    kind: f.kind,
  }));
  const strip = ({ kind: _kind, ...file }: (typeof files)[number]) => file;
  return {
    images: files.filter((f) => f.kind === "image").map(strip),
    documents: files.filter((f) => f.kind === "document").map(strip),
  };
}

export function toMessage(row: MessageRow, liveText?: string): Message {
  // A held reply (DLP) is still to come: clients follow it like a streaming one.
  const streaming = row.status === "streaming" || row.status === "held";
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    type: row.type,
    content: streaming && liveText !== undefined ? liveText : row.content,
    model: row.type === "assistant" ? row.model_id : null,
    model_display_name: row.type === "assistant" ? row.model_display_name : null,
    timestamp: row.created_at.toISOString(),
    edited_at: row.edited_at?.toISOString() ?? null,
    streaming,
    status: row.status,
    error: row.error,
    sender:
      row.type === "user" && row.sender_id !== null
        ? { id: row.sender_id, name: row.sender_name ?? "", image_url: row.sender_image_url }
        : null,
    upload_files: uploadFiles(row),
    sent_by_routine: row.sent_by_routine,
    non_ai: row.non_ai,
    cost: row.type === "assistant" ? trimDecimal(row.cost) : "0",
    // Which tool ran and with what; never its rendered prompt (it may be hidden from members).
    tool:
      row.tool_data === null || row.tool_id === null
        ? null
        : { id: row.tool_id, name: row.tool_data.name, values: row.tool_data.values },
    snapshot_data: row.snapshot_data,
  };
}
