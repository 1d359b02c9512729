import { useId } from "react";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import type { DraftSharing, MemberAccess } from "../utils/draft.ts";
import styles from "./tool-editor.module.css";

/** The spec's choices for members; View shows only for a tool that was shared with it before. */
const CHOICES: readonly MemberAccess[] = ["None", "Edit"];

function AccessSelect({
  label,
  value,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  value: MemberAccess;
  disabled: boolean;
  onChange: (value: MemberAccess) => void;
  testId: string;
}) {
  const { t } = useToolsTranslation();
  const choices = CHOICES.includes(value) ? CHOICES : [...CHOICES, value];
  return (
    <label className={styles.field}>
      {label}
      <select
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as MemberAccess)}
        data-testid={testId}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`sharing.access.${choice}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The Settings tab's sharing (docs/product/tools.md § Tool permissions), for owners and admins only:
 * share the tool with the workspace (an Account tool) and choose what members may do with its prompt
 * and its settings, None or Edit. Sent with Save.
 */
export function SharingSection({
  sharing,
  onChange,
}: {
  sharing: DraftSharing;
  onChange: (sharing: DraftSharing) => void;
}) {
  const { t } = useToolsTranslation();
  const noteId = useId();
  return (
    <section className={styles.sharing} aria-labelledby={`${noteId}-title`} data-testid="tool-editor.sharing">
      <h3 id={`${noteId}-title`} className={styles.heading}>
        {t("sharing.title")}
      </h3>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={sharing.account}
          aria-describedby={noteId}
          onChange={(event) => onChange({ ...sharing, account: event.target.checked })}
          data-testid="tool-editor.share"
        />
        {t("sharing.account")}
      </label>
      <p id={noteId} className={styles.note}>
        {t("sharing.note")}
      </p>
      <div className={styles.row}>
        <AccessSelect
          label={t("sharing.prompt")}
          value={sharing.prompt}
          disabled={!sharing.account}
          onChange={(prompt) => onChange({ ...sharing, prompt })}
          testId="tool-editor.member-prompt"
        />
        <AccessSelect
          label={t("sharing.settings")}
          value={sharing.settings}
          disabled={!sharing.account}
          onChange={(settings) => onChange({ ...sharing, settings })}
          testId="tool-editor.member-settings"
        />
      </div>
    </section>
  );
}
