import type { ViewSettings } from "@parley/shared-contracts/api/conversations";

/**
 * Default view settings (docs/product/conversations.md § Constants): user markdown on, user latex off,
 * assistant markdown on, assistant latex off. Restated from shared-contracts (DEFAULT_VIEW_SETTINGS) so the
 * chat screen does not load zod with that module; a test checks the two agree.
 */
export const DEFAULT_VIEW_SETTINGS: Readonly<ViewSettings> = {
  userMarkdownView: true,
  userLatexView: false,
  assistantMarkdownView: true,
  assistantLatexView: false,
};
