import { useId, useRef, useState } from "react";
import type { DlpDetail, DlpEntity } from "@parley/shared-contracts/api/dlp";
import button from "@parley/ui-kit/ui/button.module.css";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import styles from "./dlp-dialog.module.css";

export type DlpChoice = "anonymize" | "send_anyway" | "dont_send";

function Entities({ entities }: { entities: readonly DlpEntity[] }) {
  const { t } = useConversationsTranslation();
  return (
    <ul className={styles.entities}>
      {entities.map((entity, index) => (
        <li key={`${entity.type}-${index}`} data-testid="dlp.entity">
          <span className={styles.type}>{t(`dlp.type.${entity.type}`)}</span>
          <code dir="ltr">{entity.text}</code>
        </li>
      ))}
    </ul>
  );
}

/**
 * The DLP warning (docs/product/dlp.md § DLP warning dialog): findings by group, the choices Anonymize text,
 * Send anyway (not in BLOCK mode) and Don't send, and whether to remember the choice for the conversation.
 * Closing it (Escape) is Don't send: nothing leaves without a decision.
 */
export function DlpDialog({
  detail,
  busy,
  onChoose,
}: {
  detail: DlpDetail;
  busy: boolean;
  onChoose: (choice: DlpChoice, remember: boolean) => void;
}) {
  const { t } = useConversationsTranslation();
  const rememberId = useId();
  const [remember, setRemember] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={t("dlp.title")}
      onClose={() => onChoose("dont_send", remember)}
      initialFocus={first}
      testId="dlp.dialog"
      wide
    >
      <p className={styles.intro} data-testid="dlp.intro">
        {t(
          detail.reason === "scan_budget_exceeded"
            ? "dlp.introUnchecked"
            : detail.mode === "BLOCK"
              ? "dlp.introBlock"
              : "dlp.intro",
        )}
      </p>
      {detail.content_result.length > 0 && (
        <section className={styles.group} data-testid="dlp.group-content">
          <h3>{t("dlp.groupMessage")}</h3>
          <Entities entities={detail.content_result} />
        </section>
      )}
      {detail.document_results.map((document) => (
        <section key={document.name} className={styles.group} data-testid="dlp.group-document">
          <h3>{t("dlp.groupDocument", { name: document.name })}</h3>
          <Entities entities={document.entities} />
        </section>
      ))}
      {detail.rememberizer_api_result_content.length > 0 && (
        <section className={styles.group} data-testid="dlp.group-knowledge">
          <h3>{t("dlp.groupKnowledge")}</h3>
          <Entities entities={detail.rememberizer_api_result_content} />
        </section>
      )}
      <label className={styles.remember} htmlFor={rememberId}>
        <input
          id={rememberId}
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
          data-testid="dlp.remember"
        />
        {t("dlp.remember")}
      </label>
      <div className={styles.actions}>
        <button
          ref={first}
          type="button"
          className={`${button.button} ${button.primary}`}
          disabled={busy}
          onClick={() => onChoose("anonymize", remember)}
          data-testid="dlp.anonymize"
        >
          {t("dlp.anonymize")}
        </button>
        {detail.mode !== "BLOCK" && (
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            disabled={busy}
            onClick={() => onChoose("send_anyway", remember)}
            data-testid="dlp.send-anyway"
          >
            {t("dlp.sendAnyway")}
          </button>
        )}
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          disabled={busy}
          onClick={() => onChoose("dont_send", remember)}
          data-testid="dlp.dont-send"
        >
          {t("dlp.dontSend")}
        </button>
      </div>
    </Dialog>
  );
}
