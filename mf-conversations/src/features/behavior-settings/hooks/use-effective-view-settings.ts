import { useMemo } from "react";
import type { ViewSettings } from "@parley/shared-contracts/api/conversations";
import { effectiveViewSettings } from "../utils/view-settings.ts";
import { useBehaviorSettings } from "./use-behavior-settings.ts";

/** The chat's view settings with the member's Markdown/Latex view applied (stable between renders). */
export function useEffectiveViewSettings(conversation: ViewSettings): ViewSettings {
  const { markdown_view: markdown, latex_view: latex } = useBehaviorSettings();
  return useMemo(
    () => effectiveViewSettings(conversation, { markdown_view: markdown, latex_view: latex }),
    [conversation, markdown, latex],
  );
}
