// What the server adds to the shell's document for its first load, so the shell's first script
// starts the page's remote at once instead of after two round trips:
// - the tenant's remote manifest (what GET /api/v1/remotes/manifest answers): pins still apply at
//   once, as the document is answered no-cache and its ETag covers the manifest;
// - the session probe's answer when the document alone can tell it (signed in, or no workspace on
//   this host): the shell skips the probe and a signed-in member's page loads its remote at once;
// - the language cookie as read here, so the shell's boot need not read document.cookie;
// - PARLEY_DOCS_URL when set, Help → Documentation's target (else the shell links the docs host);
// - this load's report token (remotes/report-token.ts), without which the server refuses the page's
//   remote error and load reports; it makes every document differ, so none is answered 304;
// - preload links for the route's remote (route-preloads.ts), fetched from the document's first byte,
//   for the interface texts of the language the shell will pick (document-language.ts), and for a
//   signed-in member the shared libraries only members' pages use (shell-chunks.ts).
import { LANGUAGE_STORAGE_KEY, normaliseLanguage } from "@parley/shared-contracts/languages";
import {
  USER_SIGN_IN_QUERY,
  INLINE_DOCS_URL_ID,
  INLINE_LANGUAGE_ID,
  INLINE_LAYOUT_ID,
  INLINE_MANIFEST_ID,
  INLINE_SESSION_ID,
  type InlineDocsUrl,
  type InlineLanguage,
  type InlineLayout,
} from "@parley/shared-contracts/shell-document";
import { INLINE_REPORT_TOKEN_ID, type InlineReportToken } from "@parley/shared-contracts/remote-report-token";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { probeSession } from "../auth/session-probe.ts";
import type { RemoteCatalog } from "../remotes/catalog.ts";
import type { RemoteFiles } from "../remotes/remote-files.ts";
import { reportScope } from "../remotes/report-admission.ts";
import type { ReportTokens } from "../remotes/report-token.ts";
import { documentLanguage } from "./document-language.ts";
import { createRoutePreloads, declaredRoute } from "./route-preloads.ts";
import type { ShellChunks } from "./shell-chunks.ts";
import { requestManifest } from "../remotes/request-manifest.ts";

/** JSON that cannot end its <script> element early nor open a comment in it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const inline = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;

export interface DocumentHeadOptions {
  remotesOrigin?: string;
  shellChunks?: ShellChunks;
  /** Signs this load's report token (none without: the page's reports are then refused). */
  reportTokens?: ReportTokens;
  /** PARLEY_DOCS_URL (Help → Documentation's target); unset: the shell links the docs host. */
  docsUrl?: string;
}

export function createDocumentHead(
  app: FastifyInstance,
  catalog: RemoteCatalog,
  files: RemoteFiles,
  { remotesOrigin, shellChunks, reportTokens, docsUrl }: DocumentHeadOptions = {},
) {
  const docsLink =
    docsUrl === undefined ? "" : inline(INLINE_DOCS_URL_ID, { url: docsUrl } satisfies InlineDocsUrl);
  const preloads = createRoutePreloads(files);
  const reportToken = (request: FastifyRequest) => {
    if (reportTokens === undefined) return "";
    const token: InlineReportToken = { token: reportTokens.issue(reportScope(request.hostInfo)) };
    return inline(INLINE_REPORT_TOKEN_ID, token);
  };
  /** The shell's React side in the build the page needs, and the document's word on which. */
  const appLinks = async (mainLayout: boolean) => {
    const files = (await shellChunks?.appFor(mainLayout)) ?? [];
    const layout: InlineLayout = { mainLayout };
    return (
      files
        .map(
          (href) => `<link rel="preload" as="${href.endsWith(".css") ? "style" : "script"}" href="${href}">`,
        )
        .join("") + inline(INLINE_LAYOUT_ID, layout)
    );
  };
  return async (request: FastifyRequest): Promise<string> => {
    // The admin host's shell names its workspace in a header the document request cannot carry: its
    // document says only that its pages are full pages (the console and sign-in, no main layout).
    if (request.hostInfo.kind === "admin") return (await appLinks(false)) + reportToken(request);
    const [manifest, probe] = await Promise.all([
      requestManifest(app, catalog, request, remotesOrigin),
      probeSession(app, request),
    ]);
    const session = probe.session === "signed-in" || probe.session === "no-workspace";
    const [pathname = "/", search = ""] = request.url.split("?");
    const language = documentLanguage(search, request.cookies);
    const signedIn = probe.session === "signed-in";
    const shellFiles = [
      ...((await shellChunks?.textsFor(language)) ?? []),
      ...((signedIn ? await shellChunks?.forMembers() : undefined) ?? []),
    ];
    // A page in the main layout, or a path no remote declares (the shell's own "/", not found):
    // the shell decides the same way where the document does not say. Never on the user host, whose
    // main-layout routes redirect to its sign-in (host-shell/src/app/user-host-routes.tsx); the root
    // domain with the user-sign-in query is that host in development (host-shell/src/lib/browser/host.ts).
    const route = declaredRoute(manifest, pathname);
    const userHost =
      request.hostInfo.kind === "user" ||
      (request.hostInfo.kind === "root" && new URLSearchParams(search).has(USER_SIGN_IN_QUERY));
    const mainLayout = !userHost && (route === undefined || route.route.kind === "main");
    const links =
      shellFiles.map((href) => `<link rel="preload" as="script" href="${href}">`).join("") +
      (await appLinks(mainLayout)) +
      (await preloads.linksFor(manifest, route, signedIn, language));
    const languageCookie: InlineLanguage = {
      cookie: normaliseLanguage(request.cookies[LANGUAGE_STORAGE_KEY]) ?? null,
    };
    return (
      links +
      inline(INLINE_MANIFEST_ID, manifest) +
      (session ? inline(INLINE_SESSION_ID, probe) : "") +
      reportToken(request) +
      docsLink +
      inline(INLINE_LANGUAGE_ID, languageCookie)
    );
  };
}
