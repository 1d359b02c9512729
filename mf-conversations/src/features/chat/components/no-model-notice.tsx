import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { WarningIcon } from "../../../lib/ui/icons.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import styles from "./chat-box.module.css";

/**
 * 'No model available' (docs/product/conversations.md § What a member does here): owners and admins are
 * pointed to the admin site, where models and model API keys are added; other members are told to contact
 * their admin. `alert`: announced at once (a send was just refused for it).
 */
export function NoModelNotice({ alert }: { alert: boolean }) {
  const { t } = useConversationsTranslation();
  const { session, bus } = useShell();
  const manager = session.profile?.account.is_owner_or_admin ?? false;
  // The shell opens the admin site (as Manage account does); an older shell that does not listen gets
  // the words without a button that would do nothing.
  const canOpen = manager && bus.listenerCount("admin-site.open-requested") > 0;
  return (
    <p className={styles.notice} role={alert ? "alert" : "status"} data-testid="chat-box.no-model">
      <WarningIcon />
      <span className={styles.noticeBody}>
        <strong data-testid="chat-box.no-model-title">{t("model.none")}</strong>
        <span>
          <span data-testid="chat-box.no-model-help">
            {manager ? t("model.noneManager") : t("model.noneMember")}
          </span>
          {canOpen && (
            <>
              {" "}
              <button
                type="button"
                className={styles.link}
                // During the click: the shell opens the tab at once (a later one is blocked as a pop-up).
                onClick={() => bus.emit("admin-site.open-requested", { page: "models" })}
                data-testid="chat-box.admin-site"
              >
                {t("model.openAdminSite")}
              </button>
            </>
          )}
        </span>
      </span>
    </p>
  );
}
