// The admin site's audit log (docs/admin-site.md § Audit log): search, table, CSV export.
import { useState, type FormEvent } from "react";
import { serverMessage } from "@parley/ui-kit/http-error.ts";
import { saveBlob } from "@parley/ui-kit/browser/save-blob.ts";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { AdminFrame } from "../../../lib/ui/admin-frame.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { getAuditCsv } from "../api/audit-api.ts";
import { useAudit } from "../api/use-audit.ts";
import { AuditTable } from "./audit-table.tsx";
import styles from "./audit.module.css";

export function AuditPage() {
  const { t } = useAdminTranslation();
  const { api, session } = useShell();
  const toast = useToast();
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");
  const audit = useAudit(q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft);
  };
  const exportCsv = async () => {
    try {
      saveBlob(await getAuditCsv(api, q), `audit-${session.subdomain ?? "workspace"}.csv`);
    } catch (error) {
      toast("error", serverMessage(error) ?? t("error.generic", { ns: "common" }));
    }
  };
  return (
    <AdminFrame title={t("audit.title")}>
      <form role="search" className={styles.toolbar} onSubmit={search}>
        <input
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          aria-label={t("audit.search")}
          placeholder={t("audit.searchPlaceholder")}
          className={styles.search}
          data-testid="audit.search"
        />
        <button type="submit" className={`${button.button} ${button.secondary}`}>
          {t("audit.search")}
        </button>
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          onClick={() => void exportCsv()}
          data-testid="audit.export"
        >
          {t("audit.export")}
        </button>
      </form>
      {audit.data === undefined ? (
        <PageState error={audit.error} onRetry={() => void audit.refetch()} />
      ) : (
        <AuditTable entries={audit.data} />
      )}
    </AdminFrame>
  );
}
