import { useQuery } from "@tanstack/react-query";
import type { Tool, ToolSummary, ToolVariable } from "@parley/shared-contracts/api/tools";
import button from "@parley/ui-kit/ui/button.module.css";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import dialog from "@parley/ui-kit/ui/dialog.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useToolsTranslation, type ToolsT } from "../../../i18n/use-tools-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import styles from "../../../lib/ui/detail-dialog.module.css";
import { readTool, toolKeys } from "../api/tools-api.ts";

const TYPE_LABELS = {
  text: "type.text",
  url: "type.url",
  "single-select": "type.singleSelect",
  "multi-select": "type.multiSelect",
} as const;

function VariableFacts({ variable, t }: { variable: ToolVariable; t: ToolsT }) {
  return (
    <li className={styles.part} data-testid="tool-detail.variable">
      <p className={styles.partHeading}>
        <bdi className={styles.code}>{variable.name}</bdi>
        <span className={styles.muted}>{t(TYPE_LABELS[variable.type])}</span>
      </p>
      {variable.description !== "" && <p className={styles.text}>{variable.description}</p>}
      {(variable.default !== "" || variable.allowed_values.length > 0) && (
        <dl className={styles.facts}>
          {variable.default !== "" && (
            <>
              <dt>{t("variable.default")}</dt>
              <dd>
                <bdi>{variable.default}</bdi>
              </dd>
            </>
          )}
          {variable.allowed_values.length > 0 && (
            <>
              <dt>{t("detail.allowed")}</dt>
              <dd>
                <bdi>{variable.allowed_values.join(", ")}</bdi>
              </dd>
            </>
          )}
        </dl>
      )}
    </li>
  );
}

function ToolFacts({ tool }: { tool: Tool }) {
  const { t, i18n } = useToolsTranslation();
  const variables = tool.variable_order.flatMap((name) => tool.variables[name] ?? []);
  const creator = [tool.creator.name, tool.creator.email, tool.creator.organization].filter(Boolean);
  const updated = new Date(tool.last_updated);
  return (
    <>
      {tool.description !== "" && <p className={styles.text}>{tool.description}</p>}
      <dl className={styles.facts}>
        {tool.version !== "" && (
          <>
            <dt>{t("editor.version")}</dt>
            <dd>
              <bdi>{tool.version}</bdi>
            </dd>
          </>
        )}
        {!Number.isNaN(updated.getTime()) && (
          <>
            <dt>{t("detail.updated")}</dt>
            <dd>
              {new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
                updated,
              )}
            </dd>
          </>
        )}
        {creator.length > 0 && (
          <>
            <dt>{t("editor.creator")}</dt>
            <dd>
              <bdi>{creator.join(" · ")}</bdi>
            </dd>
          </>
        )}
      </dl>
      {tool.usage_notes !== "" && (
        <section className={styles.section}>
          <h3 className={styles.heading}>{t("editor.usageNotes")}</h3>
          <p className={styles.text}>{tool.usage_notes}</p>
        </section>
      )}
      <section className={styles.section}>
        <h3 className={styles.heading}>{t("editor.variables")}</h3>
        {variables.length === 0 ? (
          <p className={styles.state}>{t("detail.noVariables")}</p>
        ) : (
          <ul className={styles.parts}>
            {variables.map((variable) => (
              <VariableFacts key={variable.name} variable={variable} t={t} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * The tool detail dialog (the spec's "tool detail" modal), opened from the Agentics list by a tool's
 * name: what the tool is and asks for (description, usage notes, version, last update, creator, the
 * variables with their types, defaults and allowed values), with Use, and Edit when the member may
 * view a part of it.
 */
export function ToolDetailDialog({
  tool,
  onClose,
  onUse,
  onEdit,
}: {
  tool: ToolSummary;
  onClose: () => void;
  /** Absent: no Use (no chat box to take the tool). */
  onUse: (() => void) | undefined;
  onEdit: () => void;
}) {
  const { api } = useShell();
  const { t } = useToolsTranslation();
  const query = useQuery({
    queryKey: [...toolKeys.all, "detail", tool.id],
    queryFn: () => readTool(api, tool.id),
  });
  const editable = tool.prompt_permission !== "None" || tool.settings_permission !== "None";
  return (
    <Dialog title={tool.name} onClose={onClose} testId="tool-detail" wide>
      <div className={`${dialog.body} ${styles.body}`}>
        <div className={styles.header}>
          <span className={styles.avatar} aria-hidden="true">
            {tool.avatar ? <img src={tool.avatar} alt="" /> : (tool.name.trim()[0] ?? "?").toUpperCase()}
          </span>
          <div className={styles.tags}>
            <span className={styles.tag} data-testid="tool-detail.type">
              {t(`badge.${tool.tool_type}`)}
            </span>
          </div>
        </div>
        {query.data ? (
          <ToolFacts tool={query.data} />
        ) : query.isError ? (
          <p className={styles.state} role="alert">
            {t("list.failed")}
          </p>
        ) : (
          <p className={styles.state} role="status">
            <Spinner /> {t("list.loading")}
          </p>
        )}
      </div>
      <div className={dialog.actions}>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onClose}>
          {t("detail.close")}
        </button>
        {editable && (
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            onClick={onEdit}
            data-testid="tool-detail.edit"
          >
            {t("detail.edit")}
          </button>
        )}
        {onUse && (
          <button
            type="button"
            className={`${button.button} ${button.primary}`}
            onClick={onUse}
            data-testid="tool-detail.use"
          >
            {t("item.useShort")}
          </button>
        )}
      </div>
    </Dialog>
  );
}
