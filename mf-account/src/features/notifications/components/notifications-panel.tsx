import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import type { Profile } from "@parley/shared-contracts/api/profile";
import { useAccountTranslation } from "../../../i18n/use-account-translation.ts";
import { apiErrorOf } from "@parley/ui-kit/http-error.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { Switch } from "@parley/ui-kit/ui/switch.tsx";
import { saveEmailUnsubscribed } from "../../profile/api/save-profile.ts";
import styles from "./notifications-panel.module.css";

/**
 * The e-mail notifications switch (is_email_unsubscribed, inverted: on = e-mails wanted). Saved at
 * once; a failure puts the switch back and shows the server's message.
 */
export function NotificationsPanel({ profile }: { profile: Profile }) {
  const { t } = useAccountTranslation();
  const { api, bus } = useShell();
  const [unsubscribed, setUnsubscribed] = useState(profile.is_email_unsubscribed);
  const labelId = useId();
  const helpId = useId();
  const save = useMutation({
    mutationFn: (next: boolean) => saveEmailUnsubscribed(api, next),
    onMutate: (next) => setUnsubscribed(next),
    onSuccess: (saved) => {
      setUnsubscribed(saved.is_email_unsubscribed);
      bus.emit("session.profile-changed", {});
    },
    onError: (_error, next) => setUnsubscribed(!next),
  });
  const failure = save.isError ? (apiErrorOf(save.error)?.message ?? t("notifications.failed")) : null;

  return (
    <section aria-labelledby="notifications-heading" className={styles.panel}>
      <h2 id="notifications-heading" className={styles.heading}>
        {t("notifications.heading")}
      </h2>
      <p className={styles.description}>{t("notifications.description")}</p>
      <div className={styles.row}>
        <div>
          <span id={labelId} className={styles.label}>
            {t("notifications.emailLabel")}
          </span>
          <p id={helpId} className={styles.description}>
            {t("notifications.emailHelp")}
          </p>
        </div>
        <Switch
          checked={!unsubscribed}
          labelledBy={labelId}
          describedBy={helpId}
          busy={save.isPending}
          disabled={save.isPending}
          testId="account.email-notifications"
          onChange={(on) => save.mutate(!on)}
        />
      </div>
      {save.isSuccess && (
        <p role="status" className={styles.success} data-testid="account.notifications-message">
          {t("notifications.saved")}
        </p>
      )}
      {failure !== null && (
        <p role="alert" className={styles.failure} data-testid="account.notifications-message">
          {failure}
        </p>
      )}
    </section>
  );
}
