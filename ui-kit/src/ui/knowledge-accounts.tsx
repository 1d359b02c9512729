import { useState, type ReactNode } from "react";
import { useQueryClient, type QueryKey, type UseQueryResult } from "@tanstack/react-query";
import type { Integration } from "@parley/shared-contracts/api/integrations";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { removeIntegration, setIntegrationActive } from "../api/knowledge-integrations.ts";
import { initials } from "../text/initials.ts";
import button from "./button.module.css";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { Spinner } from "./spinner.tsx";
import { Switch } from "./switch.tsx";
import styles from "./knowledge-accounts.module.css";

/** The translated texts of the accounts list; each remote passes its own (its own i18n namespace). */
export type KnowledgeAccountsTexts = {
  loadFailed: string;
  updateFailed: string;
  removed: string;
  removeFailed: string;
  use: (name: string) => string;
  removeTitle: (name: string) => string;
  removeBody: string;
  removeConfirm: string;
  removeCancel: string;
};

/** What a remote's own parts of one account row get: the account and how to ask for its removal. */
export type KnowledgeAccountSlot = { integration: Integration; askRemove: () => void; busy: boolean };

/**
 * The member's knowledge-source accounts (behaviour panel and tools panel): loading and failure states,
 * each account's avatar, its on/off switch when active, and removal after a confirmation. The remote
 * renders the empty state, the account's details and its links; test ids start with `testIdPrefix`.
 */
export function KnowledgeAccounts(props: {
  api: ApiFetch;
  queryKey: QueryKey;
  integrations: UseQueryResult<Integration[]>;
  testIdPrefix: string;
  containerTestId: string;
  switchIdPrefix: string;
  texts: KnowledgeAccountsTexts;
  toast: (kind: "success" | "error", message: string) => void;
  empty: ReactNode;
  details: (slot: KnowledgeAccountSlot) => ReactNode;
  actions?: (slot: KnowledgeAccountSlot) => ReactNode;
}) {
  const { api, queryKey, integrations, testIdPrefix: prefix, texts, toast } = props;
  const client = useQueryClient();
  const [removing, setRemoving] = useState<Integration | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = async (integration: Integration, active: boolean) => {
    client.setQueryData<Integration[]>(queryKey, (list) =>
      list?.map((i) => (i.id === integration.id ? { ...i, is_active: active } : i)),
    );
    try {
      await setIntegrationActive(api, integration.id, active);
    } catch {
      toast("error", texts.updateFailed);
    } finally {
      void client.invalidateQueries({ queryKey });
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeIntegration(api, removing.id);
      toast("success", texts.removed);
    } catch {
      toast("error", texts.removeFailed);
    } finally {
      setBusy(false);
      setRemoving(null);
      void client.invalidateQueries({ queryKey });
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
      <p className={styles.error} role="alert" data-testid={`${prefix}.load-error`}>
        {texts.loadFailed}
      </p>
    );

  const list = integrations.data;
  return (
    <div className={styles.section} data-testid={props.containerTestId}>
      {list.length === 0 ? (
        props.empty
      ) : (
        <ul className={styles.accounts}>
          {list.map((integration) => {
            const slot = { integration, askRemove: () => setRemoving(integration), busy };
            const switchId = `${props.switchIdPrefix}-${integration.id}`;
            return (
              <li key={integration.id} className={styles.account} data-testid={`${prefix}.account`}>
                <span className={styles.avatar} aria-hidden="true">
                  {initials(integration.rememberizer_name)}
                </span>
                <span className={styles.who}>{props.details(slot)}</span>
                {integration.status === "Active" && (
                  <>
                    <label className={button.visuallyHidden} htmlFor={switchId}>
                      {texts.use(integration.rememberizer_name)}
                    </label>
                    <Switch
                      id={switchId}
                      checked={integration.is_active}
                      testId={`${prefix}.active`}
                      onChange={(on) => void toggle(integration, on)}
                    />
                  </>
                )}
                {props.actions?.(slot)}
              </li>
            );
          })}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={texts.removeTitle(removing.rememberizer_name)}
          message={texts.removeBody}
          confirmLabel={texts.removeConfirm}
          cancelLabel={texts.removeCancel}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(null)}
          testIds={{
            dialog: `${prefix}.remove-dialog`,
            cancel: `${prefix}.remove-cancel`,
            ok: `${prefix}.remove-ok`,
          }}
        />
      )}
    </div>
  );
}
