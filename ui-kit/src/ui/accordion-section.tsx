import { useId, type ReactNode } from "react";
import { Icon } from "./icon.tsx";
import styles from "./accordion-section.module.css";

/**
 * A folding section of a side panel (the tools panel, the behaviour panel): a heading button with a
 * chevron that shows or hides the body. The caller keeps the open state (e.g. in 'accordion' storage)
 * and names the test ids; `divider` puts the rule above or below the section.
 */
export function AccordionSection(props: {
  title: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  divider: "before" | "after";
  testIds: { section: string; toggle: string };
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      className={props.divider === "before" ? styles.dividerBefore : styles.dividerAfter}
      data-testid={props.testIds.section}
    >
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={props.open}
          aria-controls={id}
          onClick={() => props.onToggle(!props.open)}
          data-testid={props.testIds.toggle}
        >
          <span>{props.title}</span>
          <span className={props.open ? styles.chevronOpen : styles.chevron}>
            <Icon size={16}>
              <path d="m6 9 6 6 6-6" />
            </Icon>
          </span>
        </button>
      </h3>
      <div id={id} className={styles.body} hidden={!props.open}>
        {props.children}
      </div>
    </section>
  );
}
