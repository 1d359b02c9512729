import button from "@parley/ui-kit/ui/button.module.css";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import type { HelperClient } from "../api/helper-client.ts";
import { usePairing } from "../hooks/use-pairing.ts";
import styles from "./helper.module.css";

/**
 * Pairing this Parley address with the running helper: the code shown here is typed in the helper's
 * own terminal (or `parley-helper pair <code>`), so a web page alone can never pair.
 */
export function PairingPanel({ client }: { client: HelperClient | undefined }) {
  const { t } = useToolsTranslation();
  const { state, start } = usePairing(client);

  return (
    <div className={styles.pairing} data-testid="helper.pairing">
      <p className={styles.note}>{t("helper.pairing.intro")}</p>
      {state.step === "waiting" ? (
        <>
          <p className={styles.note}>{t("helper.pairing.typeCode")}</p>
          <p
            className={styles.code}
            aria-label={t("helper.pairing.codeLabel")}
            data-testid="helper.pairing-code"
          >
            <bdi>{state.code}</bdi>
          </p>
          <p className={styles.note} role="status">
            {t("helper.pairing.waiting")}
          </p>
        </>
      ) : (
        <>
          {state.step === "expired" && (
            <p className={styles.warning} role="alert">
              {t("helper.pairing.expired")}
            </p>
          )}
          {state.step === "failed" && (
            <p className={styles.warning} role="alert">
              {t("helper.pairing.failed")}
            </p>
          )}
          <button
            type="button"
            className={`${button.button} ${button.primary}`}
            disabled={state.step === "asking"}
            onClick={start}
            data-testid="helper.pair"
          >
            {t("helper.pairing.start")}
          </button>
        </>
      )}
    </div>
  );
}
