import { useState, type ReactNode } from "react";
import {
  isOpen,
  readAccordion,
  writeAccordion,
  type AccordionSection as SectionKey,
} from "@parley/ui-kit/browser/accordion-storage.ts";
import { AccordionSection as KitAccordionSection } from "@parley/ui-kit/ui/accordion-section.tsx";
import { SectionOpenContext } from "./section-open.ts";

/**
 * A folding section of the tools panel (the kit's); its open state is kept in local storage under
 * 'accordion' (docs/product/tools.md § Tools side panel), open by default. Its body learns whether
 * it is open from useSectionOpen.
 */
export function AccordionSection({
  section,
  title,
  children,
}: {
  section: SectionKey;
  title: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(() => isOpen(readAccordion(), section));
  return (
    <KitAccordionSection
      title={title}
      open={open}
      onToggle={(next) => setOpen(isOpen(writeAccordion(section, next), section))}
      divider="before"
      testIds={{ section: `tools.section-${section}`, toggle: `tools.toggle-${section}` }}
    >
      <SectionOpenContext value={open}>{children}</SectionOpenContext>
    </KitAccordionSection>
  );
}
