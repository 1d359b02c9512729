import type { ParleyEvents } from "@parley/shared-contracts/events";

export type TourId = ParleyEvents["walkthrough.started"]["tour"];
type RightPanel = ParleyEvents["panel.opened"]["panel"];

export interface TourStep {
  /** Names the step's texts: `<tour>.<id>.title` and `<tour>.<id>.body` in the walkthroughs namespace. */
  id: string;
  /**
   * Where the step points, first match wins: a `data-tour` name any remote may put on an element,
   * then test ids that exist today. No match: the popover shows centred, without a spotlight.
   */
  targets: readonly string[];
  /** The right panel the target lives in: opened (bus `panel.opened`) when the step shows. */
  panel?: RightPanel;
  /** A folded section's toggle that hides the target: clicked open once when the step shows. */
  reveal?: string;
  /** Found on the page, this says the step has nothing to point at here: it is skipped. */
  skipWhen?: string;
}

export interface Tour {
  id: TourId;
  steps: readonly TourStep[];
}

const tour = (name: string) => `[data-tour="${name}"]`;
const testId = (id: string) => `[data-testid="${id}"]`;
/** The tools panel's helper section, folded (its open state is the member's, kept in storage). */
const HELPER_SECTION_FOLDED = '[data-testid="tools.toggle-helper"][aria-expanded="false"]';

/** The three walkthroughs of docs/product/shell.md § Guided walkthroughs, in their step order. */
export const TOURS: Record<TourId, Tour> = {
  "user-introduction": {
    id: "user-introduction",
    steps: [
      {
        id: "new-conversation",
        targets: [tour("new-conversation"), testId("sidebar.new"), testId("sub-header.new")],
      },
      { id: "model-selection", targets: [tour("model-selection"), testId("model-dropdown.button")] },
      { id: "chat-input", targets: [tour("chat-input"), testId("chat-box.input")] },
      { id: "tool-selection", targets: [tour("tool-selection"), testId("chat-box.tools")] },
      { id: "teach-me-anything", targets: [tour("teach-me-anything")] },
      { id: "execute-tool", targets: [tour("execute-tool")] },
      { id: "help-hint", targets: [tour("help"), testId("nav.help")] },
    ],
  },
  // The helper section is in the tools panel (docs/product/helper-app.md § Launcher in the tools
  // panel): step 1 opens that panel, and the next two open it themselves and unfold the section, so
  // they point at the helper whichever way the member came; no download configured, no download step.
  "helper-app": {
    id: "helper-app",
    steps: [
      { id: "tools-panel", targets: [tour("tools-panel"), testId("chat-box.tools")] },
      {
        id: "download-app",
        targets: [tour("helper-download"), testId("helper.download")],
        panel: "tools",
        reveal: HELPER_SECTION_FOLDED,
        skipWhen: '[data-tour="helper-section"][data-download="none"]',
      },
      {
        id: "open-app",
        targets: [tour("helper-toggle"), testId("helper.toggle")],
        panel: "tools",
        reveal: HELPER_SECTION_FOLDED,
      },
      { id: "documentation", targets: [tour("documentation"), testId("nav.help")] },
    ],
  },
  "model-params": {
    id: "model-params",
    steps: [
      { id: "model-icon", targets: [tour("model-settings"), testId("chat-box.model-settings")] },
      {
        id: "overview",
        targets: [
          tour("model-settings-panel"),
          testId("model-settings.tab-overview"),
          testId("model-settings.sidebar"),
        ],
      },
      { id: "parameters", targets: [tour("model-parameters"), testId("model-settings.tab-parameters")] },
      { id: "reset-defaults", targets: [tour("model-reset-all"), testId("model-settings.reset-all")] },
      {
        id: "reset-one",
        targets: [tour("model-reset-one"), '[data-testid^="model-settings.param."][data-testid$="-reset"]'],
      },
    ],
  },
};

export const TOUR_IDS = Object.keys(TOURS) as TourId[];

export function isTourId(value: unknown): value is TourId {
  return typeof value === "string" && value in TOURS;
}
