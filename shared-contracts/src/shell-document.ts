// The data the server inlines into the shell's document for its first load, and the ids of the
// `<script type="application/json">` elements that carry it (server/src/modules/shell-document writes
// them, host-shell lib/browser/inline-data.ts reads each once).

/** The tenant's remote manifest (what GET /api/v1/remotes/manifest answers). */
export const INLINE_MANIFEST_ID = "parley-remote-manifest";
/** The session probe's answer, when the document can tell (signed in, or no workspace). */
export const INLINE_SESSION_ID = "parley-session";
/**
 * The language cookie as the server read it (`{ "cookie": "fr" }`, null without one): the shell's
 * boot then needs no `document.cookie`, a synchronous call to the browser's network service that
 * took 6–36 ms while the page's files were arriving (docs/benchmarks.md).
 */
export const INLINE_LANGUAGE_ID = "parley-language";

/** What INLINE_LANGUAGE_ID carries. */
export interface InlineLanguage {
  cookie: string | null;
}

/**
 * The shell's first read on a members' page (its profile), which the document preloads for a signed-in
 * member; host-shell's PROFILE_PATH is this one, so the preload is used.
 */
export const PROFILE_READ = "/api/v1/members/detail";

/**
 * Whether the page opens in the main layout (`{ "mainLayout": true }`): the shell's React side comes
 * in two builds of one chunk each, with and without the main layout (top bar, panels, walkthroughs),
 * and the document preloads the one this page needs; the shell loads the same one.
 */
export const INLINE_LAYOUT_ID = "parley-layout";

/** What INLINE_LAYOUT_ID carries. */
export interface InlineLayout {
  mainLayout: boolean;
}

/**
 * Where Help → Documentation leads when the server is told (PARLEY_DOCS_URL: `{ "url": "…" }`, `{lang}`
 * standing for the member's language); absent: the docs host, `docs.<base domain>/<lang>/`.
 */
export const INLINE_DOCS_URL_ID = "parley-docs-url";

/** What INLINE_DOCS_URL_ID carries. */
export interface InlineDocsUrl {
  url: string;
}

/** The webpack chunk names of the shell's React side, without and with the main layout. */
export const SHELL_APP_CHUNKS = { fullPage: "shell-app", mainLayout: "shell-app-main" } as const;

/**
 * The query that makes the root domain (`localhost` in development) the user host: the spec's "localhost
 * with a user-sign-in query", whose name the original description does not give (host-shell
 * lib/browser/host.ts reads it; the document then opens without the main layout, as on `user.`).
 */
export const USER_SIGN_IN_QUERY = "user-sign-in";
