// The share host's two documents — a public snapshot and the not-found page — as HTML filled into the
// shell build's share.html template (its script and stylesheets). Everything a visitor reads is in the
// document itself; the share host's script only applies the visitor's view settings and loads the
// mf_share remote's dialogs when asked (docs/architecture.md § Share host).
import type {
  PublicSnapshot,
  SnapshotMessage,
  SnapshotViewSettings,
} from "@parley/shared-contracts/api/snapshots";
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { MessageKey } from "@parley/shared-contracts/messages";
import { plainTitle } from "@parley/shared-contracts/plain-title";
import { functionBadge } from "@parley/shared-contracts/reply-chunks";
import { escapeHtml } from "./escape-html.ts";
import type { MessagePart } from "./message-parts.ts";

/** The template's markers (plain text: the HTML minifier keeps them). */
export const TEMPLATE_MARKERS = {
  lang: "@@PARLEY_LANG@@",
  dir: "@@PARLEY_DIR@@",
  title: "@@PARLEY_TITLE@@",
  body: "@@PARLEY_BODY@@",
} as const;

export interface PageContext {
  language: LanguageCode;
  t: (key: MessageKey, values?: Record<string, string>) => string;
  /** Where a visitor's workspace lives, with `{subdomain}` in place of its name. */
  workspaceOriginTemplate: string;
  /** The admin host's origin (the e-mail sign-up page). */
  adminOrigin: string;
}

const RTL = new Set<LanguageCode>(["ar"]);

function fill(template: string, context: PageContext, title: string, body: string): string {
  return template
    .replace(TEMPLATE_MARKERS.lang, context.language)
    .replace(TEMPLATE_MARKERS.dir, RTL.has(context.language) ? "rtl" : "ltr")
    .replace(TEMPLATE_MARKERS.title, () => escapeHtml(title))
    .replace(TEMPLATE_MARKERS.body, () => body);
}

function formatDate(iso: string, language: LanguageCode): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

function senderOf(message: SnapshotMessage, context: PageContext): string {
  if (message.type === "assistant") return message.model ?? context.t("share.assistant");
  return message.sender?.name ?? context.t("share.participant");
}

/** The chat's section titles (mf-conversations chunk-section.tsx), from the server's catalogue. */
const SECTION_TITLES = {
  thinking: "share.thoughts",
  tool: "share.toolCall",
  smart_thinking: "share.smartThinking",
  exception: "share.error",
} as const satisfies Record<Exclude<MessagePart["type"], "text">, MessageKey>;

// The chat's warning icon (mf-conversations icons.tsx), drawn the ui-kit Icon's way.
const WARNING = `<svg class="share-warning" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 4l9 16H3z"/><path d="M12 10v4M12 17v.5"/></svg>`;

/**
 * A part both ways: its rendered markdown and its text as written (CSS shows one, per view setting).
 * Each takes its direction from its own text, so English in an Arabic page keeps its punctuation
 * and numbers in place (code blocks are left to right: render-markdown.ts).
 */
function bothViews(part: MessagePart, html: string): string {
  return `<div class="share-content share-markdown" dir="auto">${html}</div>
<div class="share-content share-plain" dir="auto">${escapeHtml(part.markdown)}</div>`;
}

/**
 * A reply's section as the chat shows it: a native disclosure (works without script, by keyboard),
 * folded except an error; smart thinking with its function badge.
 */
function renderSection(
  type: Exclude<MessagePart["type"], "text">,
  part: MessagePart,
  html: string,
  context: PageContext,
): string {
  const badge = type === "smart_thinking" ? functionBadge(part.markdown) : "";
  const badgeHtml = badge === "" ? "" : `<code class="share-badge">${escapeHtml(badge)}</code>`;
  return `<details class="share-section" data-type="${type}" data-testid="share.section-${type}"${type === "exception" ? " open" : ""}>
<summary class="share-section-summary"><span>${escapeHtml(context.t(SECTION_TITLES[type]))}</span>${badgeHtml}</summary>
<div class="share-section-body">${bothViews(part, html)}</div>
</details>`;
}

/** `html`: every part's HTML from snapshot-markdown.ts (rendered, or its plain fallback), by source. */
function renderMessage(
  message: SnapshotMessage,
  parts: readonly MessagePart[],
  html: readonly string[],
  context: PageContext,
): string {
  const files = [...message.upload_files.images, ...message.upload_files.documents];
  const attachments =
    files.length === 0
      ? ""
      : `<ul class="share-files" aria-label="${escapeHtml(context.t("share.attachments"))}">${files
          .map((file) => `<li><bdi>${escapeHtml(file.file_name)}</bdi></li>`)
          .join("")}</ul>`;
  const body =
    parts.length === 0
      ? `<p class="share-problem" data-testid="share.empty">${WARNING}<span>${escapeHtml(context.t("share.emptyReply"))}</span></p>`
      : parts
          .map((part) => {
            const rendered = html[part.source] ?? "";
            return part.type === "text"
              ? bothViews(part, rendered)
              : renderSection(part.type, part, rendered, context);
          })
          .join("\n");
  return `<article class="share-message share-${message.type}" data-testid="share.message" data-role="${message.type}">
<header class="share-sender"><bdi>${escapeHtml(senderOf(message, context))}</bdi></header>${attachments}
<div class="share-body">${body}</div>
</article>`;
}

function viewAttributes(settings: SnapshotViewSettings): string {
  const on = (value: boolean) => (value ? "on" : "off");
  return [
    `data-user-markdown="${on(settings.userMarkdownView)}"`,
    `data-user-latex="${on(settings.userLatexView)}"`,
    `data-assistant-markdown="${on(settings.assistantMarkdownView)}"`,
    `data-assistant-latex="${on(settings.assistantLatexView)}"`,
  ].join(" ");
}

const MARK = `<svg class="share-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true"><rect width="32" height="32" rx="8" fill="currentColor"/><path d="M9 9h9.5a6 6 0 0 1 0 12H14v4H9z" fill="#fff"/><circle cx="18.3" cy="15" r="2.2" fill="currentColor"/></svg>`;

function brand(): string {
  return `<a class="share-brand" href="/">${MARK}<span>${escapeHtml(PRODUCT_NAME)}</span></a>`;
}

/**
 * The public snapshot page (/c/{uuid}): `parts` holds each message's parts (message-parts.ts), `html`
 * each part's HTML by its source index.
 */
export function renderSnapshotPage(
  template: string,
  snapshot: PublicSnapshot,
  parts: readonly (readonly MessagePart[])[],
  html: readonly string[],
  context: PageContext,
): string {
  const data = snapshot.conversation_data;
  // The title as the text its markdown would show, in the heading and in <title>.
  const name = plainTitle(data.name);
  const title = name === "" ? context.t("share.pageLabel") : name;
  const created = context.t("share.created", {
    date: formatDate(data.created || snapshot.created, context.language),
  });
  const body = `<div class="share-page">
<header class="share-top">${brand()}
<div class="share-actions" id="share-actions">
<button type="button" class="share-button share-secondary" data-share-action="view" data-testid="share.view-settings" aria-haspopup="dialog">${escapeHtml(context.t("share.viewSettings"))}</button>
<button type="button" class="share-button share-primary" data-share-action="continue" data-testid="share.continue" aria-haspopup="dialog">${escapeHtml(context.t("share.continue"))}</button>
</div></header>
<main id="main" class="share-main" data-testid="share.snapshot" data-snapshot-uuid="${escapeHtml(snapshot.uuid)}" data-workspace-origin="${escapeHtml(context.workspaceOriginTemplate)}" data-admin-origin="${escapeHtml(context.adminOrigin)}" ${viewAttributes(data.view_settings)}>
<h1 class="share-title" data-testid="share.title"><bdi>${escapeHtml(title)}</bdi></h1>
<p class="share-created" data-testid="share.created"><time datetime="${escapeHtml(snapshot.created)}">${escapeHtml(created)}</time></p>
<div class="share-messages">${data.messages.map((message, index) => renderMessage(message, parts[index] ?? [], html, context)).join("\n")}</div>
</main>
<div id="share-dialog-slot"></div>
</div>`;
  return fill(template, context, `${title} – ${PRODUCT_NAME}`, body);
}

/** 'Oops! Page not found' with 'Back to home' to the share site's root. */
export function renderNotFoundPage(template: string, context: PageContext): string {
  const heading = context.t("notFound.title");
  const body = `<main id="main" class="share-not-found" data-testid="not-found">
${MARK}
<h1>${escapeHtml(heading)}</h1>
<a class="share-button share-primary" href="/" data-testid="not-found.home">${escapeHtml(context.t("notFound.backHome"))}</a>
</main>`;
  return fill(template, context, `${heading} – ${PRODUCT_NAME}`, body);
}
