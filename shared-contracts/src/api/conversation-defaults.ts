// Zod-free (client bundles import it; the schemas stay in conversations.ts for the server).
import type { ViewSettings } from "./conversations.ts";

/** Per-conversation view settings' defaults: user markdown on, user latex off, assistant markdown on, latex off. */
export const DEFAULT_VIEW_SETTINGS: ViewSettings = {
  userMarkdownView: true,
  userLatexView: false,
  assistantMarkdownView: true,
  assistantLatexView: false,
};
