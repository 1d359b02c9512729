import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Integration } from "@parley/shared-contracts/api/integrations";
import { serverMessage } from "@parley/ui-kit/http-error.ts";
import button from "@parley/ui-kit/ui/button.module.css";
import { ConfirmDialog } from "@parley/ui-kit/ui/confirm-dialog.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { Switch } from "@parley/ui-kit/ui/switch.tsx";
import { initials } from "@parley/ui-kit/text/initials.ts";
import { useShell } from "../../../lib/shell-context.tsx";
import { useToast } from "../../../lib/use-toast.ts";
import { useBehaviorSettingsTranslation } from "../../behavior-settings/hooks/use-behavior-settings-translation.ts";
import {
  initiateConnection,
  integrationsKey,
  removeIntegration,
  setIntegrationActive,
} from "../api/integrations-api.ts";
import { useKnowledgeIntegrations } from "../hooks/use-knowledge-integrations.ts";
import styles from "./knowledge-section.module.css";

/**
 * The behaviour panel's knowledge-source connection
 * (docs/product/chat-settings.md § Knowledge-source connection): connect an account through the service's
 * sign-in, use it or not, reconnect an expired one, remove one after a confirmation.
 */
export function KnowledgeSection() {
  const { api, location } = useShell();
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useBehaviorSettingsTranslation();
  const integrations = useKnowledgeIntegrations();
  const [removing, setRemoving] = useState<Integration | null>(null);
  const [busy, setBusy] = useState(false);

  const connect = async () => {
    setBusy(true);
    try {
      // The service sends the browser back here (this page, with the outcome in the query).
      window.location.assign(await initiateConnection(api, location.pathname + location.search));
    } catch (error) {
      toast("error", serverMessage(error) ?? t("remConnectFailed"));
      setBusy(false);
    }
  };

  const toggle = async (integration: Integration, active: boolean) => {
    client.setQueryData<Integration[]>(integrationsKey, (list) =>
      list?.map((i) => (i.id === integration.id ? { ...i, is_active: active } : i)),
    );
    try {
      await setIntegrationActive(api, integration.id, active);
    } catch {
      toast("error", t("updateFailed"));
    } finally {
      void client.invalidateQueries({ queryKey: integrationsKey });
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeIntegration(api, removing.id);
      toast("success", t("remRemoved"));
    } catch {
      toast("error", t("remRemoveFailed"));
    } finally {
      setBusy(false);
      setRemoving(null);
      void client.invalidateQueries({ queryKey: integrationsKey });
    }
  };

  if (integrations.isPending)
    return (
      <p className={styles.status} role="status">
        <Spinner />
      </p>
    );
  if (integrations.isError)
    return (
      <p className={styles.error} role="alert" data-testid="knowledge.load-error">
        {t("remLoadFailed")}
      </p>
    );

  const list = integrations.data;
  return (
    <div className={styles.section} data-testid="knowledge.section">
      {list.length === 0 ? (
        <>
          <p className={styles.status} data-testid="behavior-settings.knowledge-status">
            {t("remStatus")}
          </p>
          <p className={styles.hint}>{t("remHint")}</p>
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            disabled={busy}
            onClick={() => void connect()}
            data-testid="knowledge.connect"
          >
            {t("remConnect")}
          </button>
        </>
      ) : (
        <ul className={styles.accounts}>
          {list.map((integration) => (
            <li key={integration.id} className={styles.account} data-testid="knowledge.account">
              <span className={styles.avatar} aria-hidden="true">
                {initials(integration.rememberizer_name)}
              </span>
              <span className={styles.who}>
                <span className={styles.name}>{integration.rememberizer_name}</span>
                <span className={styles.email}>{integration.rememberizer_email}</span>
                {integration.status === "Validating" && (
                  <span className={styles.note}>{t("remValidating")}</span>
                )}
                {integration.status === "Failed" && <span className={styles.note}>{t("remExpired")}</span>}
              </span>
              {integration.status === "Active" && (
                <>
                  <label className={button.visuallyHidden} htmlFor={`knowledge-${integration.id}`}>
                    {t("remActive", { name: integration.rememberizer_name })}
                  </label>
                  <Switch
                    id={`knowledge-${integration.id}`}
                    checked={integration.is_active}
                    testId="knowledge.active"
                    onChange={(on) => void toggle(integration, on)}
                  />
                </>
              )}
              {integration.status === "Failed" && (
                <button
                  type="button"
                  className={styles.link}
                  disabled={busy}
                  onClick={() => void connect()}
                  data-testid="knowledge.reconnect"
                >
                  {t("remReconnect")}
                </button>
              )}
              <button
                type="button"
                className={styles.link}
                onClick={() => setRemoving(integration)}
                data-testid="knowledge.remove"
              >
                {t("remRemove")}
              </button>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={t("remRemoveTitle", { name: removing.rememberizer_name })}
          message={t("remRemoveBody")}
          confirmLabel={t("remRemoveConfirm")}
          cancelLabel={t("remRemoveCancel")}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(null)}
          testIds={{
            dialog: "knowledge.remove-dialog",
            cancel: "knowledge.remove-cancel",
            ok: "knowledge.remove-ok",
          }}
        />
      )}
    </div>
  );
}
