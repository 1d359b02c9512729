import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Integration } from "@parley/shared-contracts/api/integrations";
import { serverMessage } from "@parley/ui-kit/http-error.ts";
import button from "@parley/ui-kit/ui/button.module.css";
import { ConfirmDialog } from "@parley/ui-kit/ui/confirm-dialog.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { Switch } from "@parley/ui-kit/ui/switch.tsx";
import { initials } from "@parley/ui-kit/text/initials.ts";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { useShell } from "../../../lib/shell-context.tsx";
import { ActiveIcon, FailedIcon, ValidatingIcon } from "../../../lib/ui/icons.tsx";
import { useToast } from "../../../lib/use-toast.ts";
import {
  initiateConnection,
  integrationsKey,
  listIntegrations,
  removeIntegration,
  setIntegrationActive,
} from "../api/integrations-api.ts";
import styles from "./integrations-panel.module.css";

const STATUS_ICONS = { Active: ActiveIcon, Validating: ValidatingIcon, Failed: FailedIcon } as const;
const STATUS_TEXT = {
  Active: "integrations.active",
  Validating: "integrations.validating",
  Failed: "integrations.expired",
} as const;

/**
 * The integrations panel of the tools panel (docs/product/tools.md § Integrations): the member's
 * knowledge-source accounts, each with a status icon, its on/off switch (when active), Reconnect
 * (when expired), Edit (the service's sign-in again) and Remove (after a confirmation); Add Account
 * when there is none. Parley has no built-in integration, so the server lists only the member's own.
 */
export function IntegrationsPanel() {
  const { api, location } = useShell();
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useToolsTranslation();
  // Read again when the member comes back from the service's sign-in in the other tab.
  const integrations = useQuery({
    queryKey: integrationsKey,
    queryFn: () => listIntegrations(api),
    refetchOnWindowFocus: "always",
  });
  const [removing, setRemoving] = useState<Integration | null>(null);
  const [busy, setBusy] = useState(false);

  // The service's sign-in opens in a new tab (opened at once, so no pop-up blocker stops it) and
  // sends the browser back to this page.
  const authorise = async () => {
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    try {
      const url = await initiateConnection(api, location.pathname + location.search);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      toast("error", serverMessage(error) ?? t("integrations.connectFailed"));
    }
  };

  const toggle = async (integration: Integration, active: boolean) => {
    client.setQueryData<Integration[]>(integrationsKey, (list) =>
      list?.map((i) => (i.id === integration.id ? { ...i, is_active: active } : i)),
    );
    try {
      await setIntegrationActive(api, integration.id, active);
    } catch {
      toast("error", t("integrations.updateFailed"));
    } finally {
      void client.invalidateQueries({ queryKey: integrationsKey });
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeIntegration(api, removing.id);
      toast("success", t("integrations.removed"));
    } catch {
      toast("error", t("integrations.removeFailed"));
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
      <p className={styles.error} role="alert" data-testid="integrations.load-error">
        {t("integrations.loadFailed")}
      </p>
    );

  const list = integrations.data;
  return (
    <div className={styles.section} data-testid="integrations.panel">
      {list.length === 0 ? (
        <>
          <p className={styles.hint}>{t("integrations.none")}</p>
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            onClick={() => void authorise()}
            data-testid="integrations.add"
          >
            {t("integrations.add")}
          </button>
        </>
      ) : (
        <ul className={styles.accounts}>
          {list.map((integration) => {
            const StatusIcon = STATUS_ICONS[integration.status];
            const status = t(STATUS_TEXT[integration.status]);
            return (
              <li key={integration.id} className={styles.account} data-testid="integrations.account">
                <span className={styles.avatar} aria-hidden="true">
                  {initials(integration.rememberizer_name)}
                </span>
                <span className={styles.who}>
                  <span className={styles.row}>
                    <span className={styles.name} dir="auto">
                      {integration.rememberizer_name}
                    </span>
                    <span
                      className={styles.statusIcon}
                      data-status={integration.status}
                      role="img"
                      aria-label={status}
                      title={status}
                      data-testid="integrations.status"
                    >
                      <StatusIcon />
                    </span>
                  </span>
                  <span className={styles.email}>{integration.rememberizer_email}</span>
                  <span className={styles.links}>
                    {integration.status === "Failed" && (
                      <button
                        type="button"
                        className={styles.link}
                        onClick={() => void authorise()}
                        data-testid="integrations.reconnect"
                      >
                        {t("integrations.reconnect")}
                      </button>
                    )}
                    <button
                      type="button"
                      className={styles.link}
                      aria-label={t("integrations.editOf", { name: integration.rememberizer_name })}
                      onClick={() => void authorise()}
                      data-testid="integrations.edit"
                    >
                      {t("integrations.edit")}
                    </button>
                    <button
                      type="button"
                      className={styles.link}
                      aria-label={t("integrations.removeOf", { name: integration.rememberizer_name })}
                      onClick={() => setRemoving(integration)}
                      data-testid="integrations.remove"
                    >
                      {t("integrations.remove")}
                    </button>
                  </span>
                </span>
                {integration.status === "Active" && (
                  <>
                    <label className={button.visuallyHidden} htmlFor={`integration-${integration.id}`}>
                      {t("integrations.use", { name: integration.rememberizer_name })}
                    </label>
                    <Switch
                      id={`integration-${integration.id}`}
                      checked={integration.is_active}
                      testId="integrations.active"
                      onChange={(on) => void toggle(integration, on)}
                    />
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={t("integrations.removeTitle", { name: removing.rememberizer_name })}
          message={t("integrations.removeBody")}
          confirmLabel={t("integrations.removeConfirm")}
          cancelLabel={t("action.cancel")}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(null)}
          testIds={{
            dialog: "integrations.remove-dialog",
            cancel: "integrations.remove-cancel",
            ok: "integrations.remove-ok",
          }}
        />
      )}
    </div>
  );
}
