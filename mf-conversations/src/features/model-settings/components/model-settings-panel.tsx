import { useId, useState } from "react";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import button from "@parley/ui-kit/ui/button.module.css";
import { CloseIcon } from "../../../lib/ui/icons.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { MarkdownContent } from "../../markdown/index.ts";
import { useModelSettings } from "../hooks/use-model-settings.ts";
import { useModelSettingsTranslation } from "../hooks/use-model-settings-translation.ts";
import { useSelectedModel } from "../state/selected-model.ts";
import { showsMinimalNote, visibleFields } from "../utils/parameter-rules.ts";
import { ParameterField } from "./parameter-field.tsx";
import styles from "./model-settings.module.css";
import tabStyles from "@parley/ui-kit/ui/tabs.module.css";

type Tab = "overview" | "parameters";

/**
 * The model settings right sidebar (docs/product/chat-settings.md § Model settings sidebar): the chat box's
 * model with its provider, an Overview tab (usage note as markdown) and a Parameters tab (the schema-driven
 * form, 'Reset to defaults').
 */
export function ModelSettingsPanel() {
  const { bus } = useShell();
  const { t } = useModelSettingsTranslation();
  const { t: tc } = useConversationsTranslation();
  const selected = useSelectedModel((state) => state.model);
  const [tab, setTab] = useState<Tab>("overview");
  const { query, saving, change, resetOne, resetAll } = useModelSettings(selected?.id ?? null);
  const titleId = useId();
  const tabsId = useId();
  const settings = query.data;

  const header = (
    <header className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {t("title")}
      </h2>
      {saving && (
        <span className={styles.saving} role="status">
          <Spinner />
          <span className={styles.visuallyHidden}>{t("saving")}</span>
        </span>
      )}
      <button
        type="button"
        className={button.icon}
        onClick={() => bus.emit("panel.closed", {})}
        aria-label={t("close")}
        title={t("close")}
        data-testid="model-settings.close"
      >
        <CloseIcon />
      </button>
      {tab === "parameters" && settings && (
        <div className={styles.headerActions}>
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            onClick={() => void resetAll()}
            data-testid="model-settings.reset-all"
          >
            {t("resetAll")}
          </button>
        </div>
      )}
    </header>
  );

  let body;
  if (selected === null) {
    body = <p className={styles.state}>{t("noModel")}</p>;
  } else if (query.isPending) {
    body = (
      <div className={styles.state} role="status" data-testid="model-settings.loading">
        <Spinner />
        <span>{t("loading")}</span>
      </div>
    );
  } else if (query.isError || !settings) {
    body = (
      <div className={styles.state} role="alert" data-testid="model-settings.error">
        <p>{t("loadFailed")}</p>
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          onClick={() => void query.refetch()}
        >
          {t("retry")}
        </button>
      </div>
    );
  } else {
    const fields = visibleFields(settings.name, settings.parameter_schema, settings.parameters);
    const tabButton = (name: Tab, label: string) => (
      <button
        type="button"
        role="tab"
        id={`${tabsId}-${name}`}
        aria-selected={tab === name}
        aria-controls={`${tabsId}-${name}-panel`}
        tabIndex={tab === name ? 0 : -1}
        className={tabStyles.tab}
        onClick={() => setTab(name)}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
            const next: Tab = tab === "overview" ? "parameters" : "overview";
            setTab(next);
            document.getElementById(`${tabsId}-${next}`)?.focus();
          }
        }}
        data-testid={`model-settings.tab-${name}`}
      >
        {label}
      </button>
    );
    body = (
      <>
        <div className={styles.model}>
          <span className={styles.modelName} data-testid="model-settings.model-name">
            {settings.source_type === "offline" ? tc("model.offline") : settings.display_name}
          </span>
          <span className={styles.provider} data-testid="model-settings.provider">
            {tc(`model.source.${settings.source_type}` as "model.source.openai")}
          </span>
        </div>
        <div role="tablist" className={styles.tabs} aria-label={t("title")}>
          {tabButton("overview", t("tabOverview"))}
          {tabButton("parameters", t("tabParameters"))}
        </div>
        <div
          role="tabpanel"
          id={`${tabsId}-${tab}-panel`}
          aria-labelledby={`${tabsId}-${tab}`}
          className={styles.tabPanel}
          data-testid={`model-settings.panel-${tab}`}
        >
          {tab === "overview" ? (
            settings.usage_note.trim() === "" ? (
              <p className={styles.state}>{t("noUsageNote")}</p>
            ) : (
              <MarkdownContent content={settings.usage_note} />
            )
          ) : (
            <>
              {showsMinimalNote(settings.name, settings.parameter_schema, settings.parameters) && (
                <p className={styles.note} role="note" data-testid="model-settings.minimal-note">
                  {t("minimalNote")}
                </p>
              )}
              {fields.length === 0 ? (
                <p className={styles.state}>{t("noParameters")}</p>
              ) : (
                fields.map((field) => (
                  <ParameterField
                    key={field.name}
                    field={field}
                    onChange={(value) => change(field.name, value)}
                    onReset={() => resetOne(field.name)}
                  />
                ))
              )}
            </>
          )}
        </div>
      </>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="model-settings.sidebar">
      {header}
      {body}
    </section>
  );
}
