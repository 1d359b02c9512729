// The per-load token that lets a page the server served report its remotes' load errors and loads
// (docs/security.md § Remote reports only from served pages): the server writes it into the document
// and the shell sends it back with every report. No zod here: the shell's first bundle imports it.

/** The `<script type="application/json">` element with `{ "token": "…" }` (shell-document.ts ids). */
export const INLINE_REPORT_TOKEN_ID = "parley-report-token";

/** The request header a report carries its page's token in. */
export const REPORT_TOKEN_HEADER = "x-parley-report-token";

/** What INLINE_REPORT_TOKEN_ID carries. */
export interface InlineReportToken {
  token: string;
}
