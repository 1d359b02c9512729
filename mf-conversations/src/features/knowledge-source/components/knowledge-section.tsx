import { useState } from "react";
import { initiateConnection } from "@parley/ui-kit/api/knowledge-integrations.ts";
import { serverMessage } from "@parley/ui-kit/http-error.ts";
import button from "@parley/ui-kit/ui/button.module.css";
import { KnowledgeAccounts } from "@parley/ui-kit/ui/knowledge-accounts.tsx";
import styles from "@parley/ui-kit/ui/knowledge-accounts.module.css";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { useBehaviorSettingsTranslation } from "../../behavior-settings/hooks/use-behavior-settings-translation.ts";
import { integrationsKey } from "../api/integrations-api.ts";
import { useKnowledgeIntegrations } from "../hooks/use-knowledge-integrations.ts";

/**
 * The behaviour panel's knowledge-source connection
 * (docs/product/chat-settings.md § Knowledge-source connection): connect an account through the service's
 * sign-in, use it or not, reconnect an expired one, remove one after a confirmation (the kit's list).
 */
export function KnowledgeSection() {
  const { api, location } = useShell();
  const toast = useToast();
  const { t } = useBehaviorSettingsTranslation();
  const integrations = useKnowledgeIntegrations();
  const [connecting, setConnecting] = useState(false);

  const connect = async () => {
    setConnecting(true);
    try {
      // The service sends the browser back here (this page, with the outcome in the query).
      window.location.assign(await initiateConnection(api, location.pathname + location.search));
    } catch (error) {
      toast("error", serverMessage(error) ?? t("remConnectFailed"));
      setConnecting(false);
    }
  };

  return (
    <KnowledgeAccounts
      api={api}
      queryKey={integrationsKey}
      integrations={integrations}
      testIdPrefix="knowledge"
      containerTestId="knowledge.section"
      switchIdPrefix="knowledge"
      toast={toast}
      texts={{
        loadFailed: t("remLoadFailed"),
        updateFailed: t("updateFailed"),
        removed: t("remRemoved"),
        removeFailed: t("remRemoveFailed"),
        use: (name) => t("remActive", { name }),
        removeTitle: (name) => t("remRemoveTitle", { name }),
        removeBody: t("remRemoveBody"),
        removeConfirm: t("remRemoveConfirm"),
        removeCancel: t("remRemoveCancel"),
      }}
      empty={
        <>
          <p className={styles.status} data-testid="behavior-settings.knowledge-status">
            {t("remStatus")}
          </p>
          <p className={styles.hint}>{t("remHint")}</p>
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            disabled={connecting}
            onClick={() => void connect()}
            data-testid="knowledge.connect"
          >
            {t("remConnect")}
          </button>
        </>
      }
      details={({ integration }) => (
        <>
          <span className={styles.name}>{integration.rememberizer_name}</span>
          <span className={styles.email}>{integration.rememberizer_email}</span>
          {integration.status === "Validating" && <span className={styles.note}>{t("remValidating")}</span>}
          {integration.status === "Failed" && <span className={styles.note}>{t("remExpired")}</span>}
        </>
      )}
      actions={({ integration, askRemove, busy }) => (
        <>
          {integration.status === "Failed" && (
            <button
              type="button"
              className={styles.link}
              disabled={connecting || busy}
              onClick={() => void connect()}
              data-testid="knowledge.reconnect"
            >
              {t("remReconnect")}
            </button>
          )}
          <button type="button" className={styles.link} onClick={askRemove} data-testid="knowledge.remove">
            {t("remRemove")}
          </button>
        </>
      )}
    />
  );
}
