import { PRODUCT_NAME } from "@parley/shared-contracts";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import { ProductLogo } from "../../../lib/ui/product-logo.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import button from "@parley/ui-kit/ui/page-button.module.css";
import styles from "./workspace-info-error.module.css";

/**
 * docs/product/sign-in.md § Sign-in page: the workspace info could not be read: say so, with the product's
 * name, and offer Retry.
 */
export function WorkspaceInfoError({ retrying, onRetry }: { retrying: boolean; onRetry(): void }) {
  const { t } = useAuthTranslation();
  return (
    <div className={styles.failure}>
      <ProductLogo size={48} />
      <Alert testId="workspace-info.error">
        {t("workspace.infoFailed", { ns: "common", product: PRODUCT_NAME })}
      </Alert>
      <button
        type="button"
        className={`${button.button} ${button.primary}`}
        disabled={retrying}
        data-testid="workspace-info.retry"
        onClick={onRetry}
      >
        {retrying && <Spinner />}
        {t("page.retry")}
      </button>
    </div>
  );
}
