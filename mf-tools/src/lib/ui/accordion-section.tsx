import { useId, useState, type ReactNode } from "react";
import {
  isOpen,
  readAccordion,
  writeAccordion,
  type AccordionSection as SectionKey,
} from "@parley/ui-kit/browser/accordion-storage.ts";
import { ChevronDownIcon } from "./icons.tsx";
import styles from "./accordion-section.module.css";

/**
 * A folding section of the tools panel; its open state is kept in local storage under 'accordion'
 * (docs/product/tools.md § Tools side panel), open by default.
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
  const id = useId();
  return (
    <section className={styles.section} data-testid={`tools.section-${section}`}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(isOpen(writeAccordion(section, !open), section))}
          data-testid={`tools.toggle-${section}`}
        >
          <span>{title}</span>
          <span className={open ? styles.chevronOpen : styles.chevron}>
            <ChevronDownIcon />
          </span>
        </button>
      </h3>
      <div id={id} className={styles.body} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
