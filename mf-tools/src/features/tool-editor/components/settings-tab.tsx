import type { Tool } from "@parley/shared-contracts/api/tools";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import type { ToolDraft } from "../utils/draft.ts";
import { IconField, type IconChange } from "./icon-field.tsx";
import { KnowledgeFiles } from "./knowledge-files.tsx";
import { SharingSection } from "./sharing-section.tsx";
import styles from "./tool-editor.module.css";

/**
 * The tool edit dialog's Settings tab (docs/product/tools.md § Tool edit dialog): icon, overview,
 * files to knowledge, parameters, creator, and for owners and admins the sharing. Read-only without
 * Edit on the settings.
 */
export function SettingsTab({
  tool,
  draft,
  readOnly,
  icon,
  onIcon,
  pending,
  onPending,
  onChange,
}: {
  tool: Tool;
  draft: ToolDraft;
  readOnly: boolean;
  icon: IconChange;
  onIcon: (icon: IconChange) => void;
  pending: File[];
  onPending: (files: File[]) => void;
  onChange: (patch: Partial<ToolDraft>) => void;
}) {
  const { t } = useToolsTranslation();
  return (
    <div role="tabpanel" className={styles.panel}>
      <IconField
        name={draft.name}
        current={tool.avatar}
        change={icon}
        readOnly={readOnly}
        onChange={onIcon}
      />
      <h3 className={styles.heading}>{t("editor.overview")}</h3>
      <label className={styles.field}>
        {t("editor.name")}
        <input
          value={draft.name}
          readOnly={readOnly}
          onChange={(event) => onChange({ name: event.target.value })}
          data-testid="tool-editor.name"
        />
      </label>
      <label className={styles.field}>
        {t("editor.description")}
        <textarea
          rows={3}
          dir="auto"
          value={draft.description}
          readOnly={readOnly}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </label>
      <label className={styles.field}>
        {t("editor.usageNotes")}
        <textarea
          rows={2}
          dir="auto"
          value={draft.usageNotes}
          readOnly={readOnly}
          onChange={(event) => onChange({ usageNotes: event.target.value })}
        />
      </label>
      <label className={styles.field}>
        {t("editor.systemPrompt")}
        <textarea
          rows={3}
          dir="auto"
          value={draft.systemPrompt}
          readOnly={readOnly}
          onChange={(event) => onChange({ systemPrompt: event.target.value })}
          data-testid="tool-editor.system-prompt"
        />
      </label>
      <label className={styles.field}>
        {t("editor.version")}
        <input
          value={draft.version}
          readOnly={readOnly}
          onChange={(event) => onChange({ version: event.target.value })}
        />
      </label>
      <KnowledgeFiles tool={tool} pending={pending} readOnly={readOnly} onPendingChange={onPending} />
      <h3 className={styles.heading}>{t("editor.parameters")}</h3>
      <div className={styles.row}>
        <label className={styles.field}>
          {t("editor.maxTokens")}
          <input
            type="number"
            min={1}
            step={1}
            value={draft.maxTokens}
            readOnly={readOnly}
            onChange={(event) => onChange({ maxTokens: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          {t("editor.temperature")}
          <input
            type="number"
            min={0}
            max={2}
            step={0.01}
            value={draft.temperature}
            readOnly={readOnly}
            onChange={(event) => onChange({ temperature: event.target.value })}
          />
        </label>
      </div>
      <h3 className={styles.heading}>{t("editor.creator")}</h3>
      <div className={styles.row}>
        {(["name", "email", "organization"] as const).map((part) => (
          <label key={part} className={styles.field}>
            {t(`editor.creator.${part}`)}
            <input
              type={part === "email" ? "email" : "text"}
              value={draft.creator[part]}
              readOnly={readOnly}
              onChange={(event) => onChange({ creator: { ...draft.creator, [part]: event.target.value } })}
            />
          </label>
        ))}
      </div>
      {draft.sharing !== null && (
        <SharingSection sharing={draft.sharing} onChange={(sharing) => onChange({ sharing })} />
      )}
    </div>
  );
}
