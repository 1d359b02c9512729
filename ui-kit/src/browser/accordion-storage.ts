// Open/closed state of the side panels' accordions, in local storage under 'accordion'
// (docs/product/chat-settings.md § Behaviour settings panel, docs/product/tools.md § Tools side panel):
// `{"rem": true, "helper": true, "agentic": true, "comment": true, "content": true, "scrape": true}`; a
// section not named there is open (all open by default). The behaviour panel and the tools panel share
// the keys (`rem`: the knowledge-source accounts both show); a panel keeps the keys it does not show.

export const ACCORDION_STORAGE_KEY = "accordion";
export const ACCORDION_SECTIONS = ["rem", "helper", "agentic", "comment", "content", "scrape"] as const;
export type AccordionSection = (typeof ACCORDION_SECTIONS)[number];
export type AccordionState = Partial<Record<AccordionSection, boolean>>;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readAccordion(store: Storage | null = storage()): AccordionState {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(ACCORDION_STORAGE_KEY) ?? "{}");
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    const state: AccordionState = {};
    for (const section of ACCORDION_SECTIONS) {
      const value = (parsed as Record<string, unknown>)[section];
      if (typeof value === "boolean") state[section] = value;
    }
    return state;
  } catch {
    return {};
  }
}

export function isOpen(state: AccordionState, section: AccordionSection): boolean {
  return state[section] ?? true;
}

/** Stores one section's state, keeping the others (also other panels' keys). */
export function writeAccordion(
  section: AccordionSection,
  open: boolean,
  store: Storage | null = storage(),
): AccordionState {
  const next = { ...readAccordion(store), [section]: open };
  try {
    store?.setItem(ACCORDION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the state holds for this visit only.
  }
  return next;
}
