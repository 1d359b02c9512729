import { useId, useState, type ReactNode } from "react";
import { MESSAGE_COLLAPSE_CHARS } from "@parley/shared-contracts/constants";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import styles from "./message.module.css";

/**
 * A message over 500 characters starts collapsed, with Show more / Show less
 * (docs/product/conversations.md § Message display).
 */
export function CollapsibleText({ length, children }: { length: number; children: ReactNode }) {
  const { t } = useConversationsTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  if (length <= MESSAGE_COLLAPSE_CHARS) return <>{children}</>;
  return (
    <>
      <div id={id} className={expanded ? undefined : styles.collapsed}>
        {children}
      </div>
      <button
        type="button"
        className={styles.more}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
        data-testid="message.show-more"
      >
        {expanded ? t("message.showLess") : t("message.showMore")}
      </button>
    </>
  );
}
