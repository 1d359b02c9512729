import type { Participant } from "@parley/shared-contracts/api/conversations";
import button from "@parley/ui-kit/ui/button.module.css";
import { useCollaborationTranslation } from "../../../i18n/use-collaboration-translation.ts";
import { initials } from "@parley/ui-kit/text/initials.ts";
import { avatarGroup } from "../utils/avatar-group.ts";
import styles from "./controls.module.css";

/** The participants of a shared conversation: five avatars, then a '+N' chip naming the rest. */
export function ParticipantsBar({ participants }: { participants: readonly Participant[] }) {
  const { t } = useCollaborationTranslation();
  const { shown, hidden } = avatarGroup(participants);
  return (
    <ul className={styles.avatars} aria-label={t("participants.label")} data-testid="participants.group">
      {shown.map((person) => (
        <li
          key={person.id}
          className={styles.avatar}
          title={person.name}
          data-testid="participants.avatar"
          data-member-id={person.id}
        >
          {person.image_url ? (
            <img src={person.image_url} alt={person.name} />
          ) : (
            <>
              <span aria-hidden="true">{initials(person.name)}</span>
              <span className={button.visuallyHidden}>{person.name}</span>
            </>
          )}
        </li>
      ))}
      {hidden.length > 0 && (
        <li
          className={`${styles.avatar} ${styles.more}`}
          title={hidden.map((person) => person.name).join(", ")}
          data-testid="participants.more"
        >
          <span aria-hidden="true">+{hidden.length}</span>
          <span className={button.visuallyHidden}>
            {t("participants.more", {
              count: hidden.length,
              names: hidden.map((person) => person.name).join(", "),
            })}
          </span>
        </li>
      )}
    </ul>
  );
}
