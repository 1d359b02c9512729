import type { ReactNode } from "react";
import { PRODUCT_NAME } from "@parley/shared-contracts";
import { useAuthTranslation } from "../../i18n/use-auth-translation.ts";
import { ProductLogo } from "./product-logo.tsx";
import styles from "./auth-layout.module.css";

/** The full-page frame of every mf_auth screen: a centred card and the product mark under it. */
export function AuthLayout({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const { t } = useAuthTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.column}>
        <section className={styles.card} aria-busy={busy || undefined}>
          {children}
        </section>
        <footer className={styles.footer}>
          <ProductLogo size={18} />
          <span>{t("page.poweredBy", { product: PRODUCT_NAME })}</span>
        </footer>
      </div>
    </div>
  );
}
