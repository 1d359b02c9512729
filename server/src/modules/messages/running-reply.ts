// One running reply per conversation (migration 0030): the checks before a send's transaction answer
// the common case early; the database's index answers two at the same moment, with the same 409.
import { sqlConstraint, sqlState, UNIQUE_VIOLATION } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";

export const ONE_RUNNING_REPLY_INDEX = "messages_one_running_reply";

export function replyInProgress(): HttpError {
  return new HttpError(409, "reply_in_progress", "A reply is still being written in this conversation");
}

/** `error` as the API answers it: a second running reply in one conversation is a 409, not a 500. */
export function asReplyConflict(error: unknown): unknown {
  return sqlState(error) === UNIQUE_VIOLATION && sqlConstraint(error) === ONE_RUNNING_REPLY_INDEX
    ? replyInProgress()
    : error;
}
