import { useState } from "react";
import { PRODUCT_NAME } from "@parley/shared-contracts";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { ProductLogo } from "../../../lib/ui/product-logo.tsx";
import styles from "./workspace-header.module.css";

/** Workspace logo (the product logo when it has none or it fails to load) and name. */
export function WorkspaceHeader({ name, logo }: { name: string; logo: string | null }) {
  const { t } = useAuthTranslation();
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <header className={styles.header}>
      {logo && !logoFailed ? (
        // The name is written right below: the image adds nothing for a screen reader.
        <img className={styles.logo} src={logo} alt="" onError={() => setLogoFailed(true)} />
      ) : (
        <ProductLogo size={48} />
      )}
      <h1 className={styles.name} data-testid="sign-in.workspace-name">
        {name}
      </h1>
      <p className={styles.subtitle}>{t("signIn.subtitle", { product: PRODUCT_NAME })}</p>
    </header>
  );
}
