import type { ViewSettings } from "@parley/shared-contracts/api/conversations";
import type { BehaviorSettings } from "@parley/shared-contracts/api/profile";

/**
 * How the chat renders: the behaviour settings' Markdown view and Latex view are the member's own
 * choice for assistant replies (viewSettings.assistantMarkdownView/assistantLatexView,
 * docs/product/chat-settings.md § Behaviour settings fields); the conversation's view settings keep deciding
 * users' messages. LaTeX needs markdown on.
 */
export function effectiveViewSettings(
  conversation: Readonly<ViewSettings>,
  behavior: Pick<BehaviorSettings, "markdown_view" | "latex_view"> | null | undefined,
): ViewSettings {
  if (!behavior) return { ...conversation };
  return {
    ...conversation,
    assistantMarkdownView: behavior.markdown_view,
    assistantLatexView: behavior.markdown_view && behavior.latex_view,
  };
}
