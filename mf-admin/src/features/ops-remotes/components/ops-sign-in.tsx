import { useState, type FormEvent } from "react";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import type { OpsCredentials } from "../api/ops-api.ts";
import styles from "./ops.module.css";

/** Ops sign in with the ops token (PARLEY_OPS_TOKEN) and a name for the release log. */
export function OpsSignIn({ onSignIn }: { onSignIn: (credentials: OpsCredentials) => void }) {
  const { t } = useAdminTranslation();
  const [token, setToken] = useState("");
  const [actor, setActor] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) onSignIn({ token: token.trim(), actor: actor.trim() });
  };
  return (
    <form className={styles.signIn} onSubmit={submit}>
      <p>{t("ops.signInIntro")}</p>
      <label className={styles.field}>
        <span>{t("ops.token")}</span>
        <input
          type="password"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          required
          data-testid="ops.token"
        />
      </label>
      <label className={styles.field}>
        <span>{t("ops.actor")}</span>
        <input value={actor} onChange={(e) => setActor(e.target.value)} data-testid="ops.actor" />
      </label>
      <button type="submit" className={`${button.button} ${button.primary}`} data-testid="ops.sign-in">
        {t("ops.signIn")}
      </button>
    </form>
  );
}
