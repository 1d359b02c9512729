// Conversations as the sidebar and the chat screen see them: paged and searched lists, details with
// participants and costs, rename/settings (owner-only rename), delete (owner only).
import { DEFAULT_VIEW_SETTINGS } from "@parley/shared-contracts/api/conversations";
import type {
  Conversation,
  ConversationUpdate,
  ConversationListQuery,
  ConversationPage,
  ConversationSummary,
} from "@parley/shared-contracts/api/conversations";
import { conversationCatalogue } from "@parley/shared-contracts/messages";
import type { Database } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import * as repo from "./repository.ts";
import type { ConversationRow, SummaryRow } from "./repository.ts";
import { excerpt, parseSearch } from "./search.ts";

export function conversationNotFound(): HttpError {
  return new HttpError(404, "conversation_not_found", conversationCatalogue["conversation.notFound"]);
}

const NAME_WORDS = 8;
const NAME_CHARS = 60;

/** A new conversation's name: the first words of its first message. */
export function nameFromMessage(text: string): string {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  let name = "";
  for (const word of words.slice(0, NAME_WORDS)) {
    const next = name === "" ? word : `${name} ${word}`;
    if ([...next].length > NAME_CHARS) {
      if (name === "") name = [...word].slice(0, NAME_CHARS).join("");
      break;
    }
    name = next;
  }
  const truncated = name !== "" && words.join(" ").length > name.length;
  return name === "" ? "New conversation" : truncated ? `${name}…` : name;
}

function toSummary(row: SummaryRow, terms: readonly string[] | undefined): ConversationSummary {
  const summary: ConversationSummary = {
    id: row.id,
    name: row.name,
    created: row.created_at.toISOString(),
    modified: row.modified_at.toISOString(),
    size: row.size,
    num_of_unread_messages: row.unread,
    has_unread_mentions: row.has_unread_mentions,
    requester_is_owner: row.role === "owner",
    is_collaborative: row.is_collaborative,
  };
  if (terms === undefined) return summary;
  const found = row.title_match
    ? "title"
    : row.excerpt_source !== null
      ? excerpt(row.excerpt_source, terms)
      : null;
  return { ...summary, search_excerpt: found };
}

export async function listConversations(
  db: Database,
  accountId: number,
  memberId: number,
  query: ConversationListQuery,
): Promise<ConversationPage> {
  const search = parseSearch(query.search);
  let descending = query.ordering.startsWith("-");
  let order = query.ordering.replace("-", "") as keyof typeof repo.ORDER_COLUMNS;
  // Similarity is best first whichever way it is asked (the spec turns asc into desc), and means
  // nothing without a search: then the newest first.
  if (order === "similarity") {
    descending = true;
    if (search === undefined) order = "modified";
  }
  const offset = (query.page - 1) * query.page_size;
  const rows = await repo.listConversationsForMember(db, accountId, memberId, {
    order,
    descending,
    limit: query.page_size,
    offset,
    tsquery: search?.tsquery,
  });
  // A page past the end has no rows to carry the window count.
  const count =
    rows[0]?.total ??
    (offset === 0 || search !== undefined
      ? 0
      : await repo.countConversationsForMember(db, accountId, memberId));
  return {
    count,
    next: offset + rows.length < count ? query.page + 1 : null,
    results: rows.map((row) => toSummary(row, search?.terms)),
  };
}

export async function getConversationRow(
  db: Database,
  accountId: number,
  conversationId: number,
  memberId: number,
): Promise<ConversationRow> {
  const row = await repo.findConversationForMember(db, accountId, conversationId, memberId);
  if (row === undefined) throw conversationNotFound();
  return row;
}

export async function getConversation(
  db: Database,
  accountId: number,
  conversationId: number,
  memberId: number,
): Promise<Conversation> {
  const row = await getConversationRow(db, accountId, conversationId, memberId);
  const participants = await repo.listParticipants(db, accountId, conversationId);
  return {
    id: row.id,
    name: row.name,
    created: row.created_at.toISOString(),
    modified: row.modified_at.toISOString(),
    size: row.size,
    num_of_unread_messages: row.unread,
    has_unread_mentions: row.has_unread_mentions,
    requester_is_owner: row.role === "owner",
    is_collaborative: row.is_collaborative,
    is_csa: row.is_csa,
    has_snapshot: false,
    participants,
    collaboration_slug: row.collaboration_slug,
    last_used_model_id: row.last_used_model_id,
    last_used_model: row.last_used_model_id,
    dlp_preference: row.dlp_preference,
    view_settings: { ...DEFAULT_VIEW_SETTINGS, ...row.view_settings },
    conversation_last_message_cost: row.last_message_cost_cents,
    conversation_total_usage_cost: row.total_cost_cents,
    cost_warning_dismissed: row.cost_warning_dismissed,
  };
}

export async function updateConversation(
  db: Database,
  accountId: number,
  conversationId: number,
  memberId: number,
  update: ConversationUpdate,
): Promise<Conversation> {
  const row = await getConversationRow(db, accountId, conversationId, memberId);
  if (update.name !== undefined && row.role !== "owner")
    throw new HttpError(403, "forbidden", "Only the owner can rename this conversation");
  await repo.updateConversation(db, accountId, conversationId, update);
  return getConversation(db, accountId, conversationId, memberId);
}
