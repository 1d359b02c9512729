import { useShellTranslation } from "../../i18n/use-shell-translation.ts";
import { ParleyMark } from "../../lib/ui/parley-logo.tsx";
import styles from "./not-found-page.module.css";

/** The catch-all page (docs/product/shell.md § Not-found and loading pages); home is `/` on every host. */
export function NotFoundPage({ onHome }: { onHome: () => void }) {
  const { t } = useShellTranslation();
  return (
    <main id="main" className={styles.page} data-testid="not-found">
      <ParleyMark size={44} />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t("common:notFound.title")}</h1>
      <button type="button" className={styles.home} onClick={onHome} data-testid="not-found.back-home">
        {t("common:notFound.backHome")}
      </button>
    </main>
  );
}
