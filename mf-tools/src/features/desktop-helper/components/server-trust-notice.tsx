import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import styles from "./helper.module.css";

/**
 * Said plainly wherever the member pairs the helper or sees its servers: the helper never sends
 * environment values itself, but a configured server's own tools can read them and put them in a
 * tool result, which this workspace and its model then receive (docs/security.md § Desktop helper).
 */
export function ServerTrustNotice() {
  const { t } = useToolsTranslation();
  return (
    <p className={styles.trustNotice} role="note" data-testid="helper.environment-warning">
      {t("helper.servers.environmentWarning")}
    </p>
  );
}
