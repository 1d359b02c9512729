// The commentary of one reply: "Reading 2 files…" and "Reading 1 web page…" when it starts, the
// answer's first sentence when a long one completes. The generation service calls these; speaking
// happens beside the stream (commentator.ts).
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { Commentator } from "./commentator.ts";
import { readingFilesLine, readingPagesLine, summaryLine } from "./lines.ts";

export interface ReplyStart {
  /** Files of the message the model reads (documents, and images for a model that reads them). */
  files: number;
  /** Pages of the message's {{url}}s that were fetched. */
  pages: number;
}

export interface ReplyCommentary {
  started(start: ReplyStart): void;
  /** The reply completed with this content (tagged sections included). */
  completed(content: string): void;
}

export function createReplyCommentary(language: LanguageCode, commentator: Commentator): ReplyCommentary {
  return {
    started({ files, pages }) {
      if (files > 0) commentator.say(readingFilesLine(language, files));
      if (pages > 0) commentator.say(readingPagesLine(language, pages));
    },
    completed(content) {
      const line = summaryLine(language, content);
      if (line !== undefined) commentator.say(line);
    },
  };
}
