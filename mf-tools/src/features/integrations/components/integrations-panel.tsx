import { useQuery } from "@tanstack/react-query";
import { initiateConnection, listIntegrations } from "@parley/ui-kit/api/knowledge-integrations.ts";
import { serverMessage } from "@parley/ui-kit/http-error.ts";
import button from "@parley/ui-kit/ui/button.module.css";
import { KnowledgeAccounts } from "@parley/ui-kit/ui/knowledge-accounts.tsx";
import accounts from "@parley/ui-kit/ui/knowledge-accounts.module.css";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { ActiveIcon, FailedIcon, ValidatingIcon } from "../../../lib/ui/icons.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { integrationsKey } from "../api/integrations-api.ts";
import styles from "./integrations-panel.module.css";

const STATUS_ICONS = { Active: ActiveIcon, Validating: ValidatingIcon, Failed: FailedIcon } as const;
const STATUS_TEXT = {
  Active: "integrations.active",
  Validating: "integrations.validating",
  Failed: "integrations.expired",
} as const;

function AccountLink(props: { label: string; ariaLabel?: string; testId: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={accounts.link}
      aria-label={props.ariaLabel}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.label}
    </button>
  );
}

/**
 * The integrations panel of the tools panel (docs/product/tools.md § Integrations): the member's
 * knowledge-source accounts (the kit's list), each with a status icon, its on/off switch (when active),
 * Reconnect (when expired), Edit (the service's sign-in again) and Remove (after a confirmation); Add
 * Account when there is none. Parley has no built-in integration, so the server lists only the member's own.
 */
export function IntegrationsPanel() {
  const { api, location } = useShell();
  const toast = useToast();
  const { t } = useToolsTranslation();
  // Read again when the member comes back from the service's sign-in in the other tab.
  const integrations = useQuery({
    queryKey: integrationsKey,
    queryFn: () => listIntegrations(api),
    refetchOnWindowFocus: "always",
  });

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

  return (
    <KnowledgeAccounts
      api={api}
      queryKey={integrationsKey}
      integrations={integrations}
      testIdPrefix="integrations"
      containerTestId="integrations.panel"
      switchIdPrefix="integration"
      toast={toast}
      texts={{
        loadFailed: t("integrations.loadFailed"),
        updateFailed: t("integrations.updateFailed"),
        removed: t("integrations.removed"),
        removeFailed: t("integrations.removeFailed"),
        use: (name) => t("integrations.use", { name }),
        removeTitle: (name) => t("integrations.removeTitle", { name }),
        removeBody: t("integrations.removeBody"),
        removeConfirm: t("integrations.removeConfirm"),
        removeCancel: t("action.cancel"),
      }}
      empty={
        <>
          <p className={accounts.hint}>{t("integrations.none")}</p>
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            onClick={() => void authorise()}
            data-testid="integrations.add"
          >
            {t("integrations.add")}
          </button>
        </>
      }
      details={({ integration, askRemove }) => {
        const StatusIcon = STATUS_ICONS[integration.status];
        const status = t(STATUS_TEXT[integration.status]);
        const name = integration.rememberizer_name;
        return (
          <>
            <span className={styles.row}>
              <span className={accounts.name} dir="auto">
                {name}
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
            <span className={accounts.email}>{integration.rememberizer_email}</span>
            <span className={styles.links}>
              {integration.status === "Failed" && (
                <AccountLink
                  label={t("integrations.reconnect")}
                  testId="integrations.reconnect"
                  onClick={() => void authorise()}
                />
              )}
              <AccountLink
                label={t("integrations.edit")}
                ariaLabel={t("integrations.editOf", { name })}
                testId="integrations.edit"
                onClick={() => void authorise()}
              />
              <AccountLink
                label={t("integrations.remove")}
                ariaLabel={t("integrations.removeOf", { name })}
                testId="integrations.remove"
                onClick={askRemove}
              />
            </span>
          </>
        );
      }}
    />
  );
}
