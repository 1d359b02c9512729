import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import type { MentionPicker } from "../hooks/use-mention-picker.ts";
import styles from "./mention-list.module.css";

/** The participants an '@…' can mean, above the text box; the text box keeps the focus. */
export function MentionList({ picker }: { picker: MentionPicker }) {
  const { t } = useConversationsTranslation();
  if (!picker.open) return null;
  return (
    <ul
      id={picker.listId}
      className={styles.list}
      role="listbox"
      aria-label={t("mentions.label")}
      data-testid="mentions.list"
    >
      {picker.options.map((participant, index) => (
        <li
          key={participant.id}
          id={picker.optionId(index)}
          role="option"
          aria-selected={index === picker.activeIndex}
          className={styles.option}
          data-testid="mentions.option"
          // Keeps the focus (and the caret) in the text box while clicking.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => picker.pick(participant)}
        >
          <span className={styles.avatar} aria-hidden="true">
            {participant.image_url ? (
              <img src={participant.image_url} alt="" />
            ) : (
              participant.name.trim().charAt(0).toLocaleUpperCase()
            )}
          </span>
          <span className={styles.name}>{participant.name}</span>
          <span className={styles.email}>{participant.email}</span>
        </li>
      ))}
    </ul>
  );
}
