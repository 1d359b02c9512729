import { useState, type FormEvent } from "react";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import styles from "../../ops-remotes/components/ops.module.css";

export interface NewWorkspace {
  subdomain: string;
  name: string;
  ownerEmail: string;
  /** Left out: the server takes the e-mail's local part. */
  ownerName?: string;
}

/** Create a workspace with its first owner (the ops CLI's `workspace create --owner`, one transaction). */
export function CreateWorkspaceForm(props: { busy: boolean; onCreate: (workspace: NewWorkspace) => void }) {
  const { t } = useAdminTranslation();
  const [subdomain, setSubdomain] = useState("");
  const [name, setName] = useState("");
  const [ownerEmail, setOwnerEmail] = useState("");
  const [ownerName, setOwnerName] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onCreate({
      subdomain: subdomain.trim().toLowerCase(),
      name: name.trim(),
      ownerEmail: ownerEmail.trim(),
      ...(ownerName.trim() ? { ownerName: ownerName.trim() } : {}),
    });
  };
  return (
    <section aria-labelledby="ops-create-title">
      <h2 id="ops-create-title" className={styles.subtitle}>
        {t("opsWorkspaces.createTitle")}
      </h2>
      <form
        className={`${styles.toolbar} ${styles.wide}`}
        onSubmit={submit}
        aria-labelledby="ops-create-title"
        data-testid="opsWorkspaces.create"
      >
        <label className={styles.field}>
          <span>{t("opsWorkspaces.subdomain")}</span>
          <input
            value={subdomain}
            onChange={(e) => setSubdomain(e.target.value)}
            required
            pattern="[a-zA-Z0-9](?:[a-zA-Z0-9\-]{0,61}[a-zA-Z0-9])?"
            data-testid="opsWorkspaces.subdomain"
          />
        </label>
        <label className={styles.field}>
          <span>{t("opsWorkspaces.name")}</span>
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            data-testid="opsWorkspaces.name"
          />
        </label>
        <label className={styles.field}>
          <span>{t("opsWorkspaces.ownerEmail")}</span>
          <input
            type="email"
            value={ownerEmail}
            onChange={(e) => setOwnerEmail(e.target.value)}
            required
            data-testid="opsWorkspaces.ownerEmail"
          />
        </label>
        <label className={styles.field}>
          <span>{t("opsWorkspaces.ownerName")}</span>
          <input
            value={ownerName}
            onChange={(e) => setOwnerName(e.target.value)}
            data-testid="opsWorkspaces.ownerName"
          />
        </label>
        <button
          type="submit"
          className={`${button.button} ${button.primary}`}
          disabled={props.busy}
          data-testid="opsWorkspaces.createSubmit"
        >
          {t("opsWorkspaces.createSubmit")}
        </button>
      </form>
    </section>
  );
}
