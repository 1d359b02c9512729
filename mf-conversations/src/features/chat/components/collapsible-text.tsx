import { useId, useState, type ReactNode } from "react";
import { MESSAGE_COLLAPSE_CHARS } from "@parley/shared-contracts/constants";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import styles from "./message.module.css";

export interface CollapsibleTextProps {
  /** The characters the message counts: above MESSAGE_COLLAPSE_CHARS it folds. */
  length: number;
  children: ReactNode;
  /** Open at first (a reply the member watches arrive); folded otherwise. */
  initiallyExpanded?: boolean;
  /** Laid on the folding wrapper, so its content keeps the layout it has unfolded. */
  className?: string;
}

/**
 * A message over 500 characters starts collapsed, with Show more / Show less
 * (docs/product/conversations.md § Message display): user messages, tool messages and assistant replies.
 */
export function CollapsibleText({
  length,
  children,
  initiallyExpanded = false,
  className,
}: CollapsibleTextProps) {
  const { t } = useConversationsTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const foldable = length > MESSAGE_COLLAPSE_CHARS;
  const classes = [className, foldable && !expanded ? styles.collapsed : undefined].filter(Boolean).join(" ");
  // One wrapper whatever the length: a streaming reply that passes 500 characters keeps its subtree (its
  // markdown is not rebuilt), only the class and the button change.
  return (
    <>
      <div
        id={id}
        className={classes === "" ? undefined : classes}
        data-testid={foldable ? "message.fold" : undefined}
      >
        {children}
      </div>
      {foldable && (
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
      )}
    </>
  );
}
