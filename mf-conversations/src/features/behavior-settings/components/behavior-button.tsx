import { useEffect } from "react";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import {
  isKnowledgeOn,
  useKnowledgeIntegrations,
} from "../../knowledge-source/hooks/use-knowledge-integrations.ts";
import { useBehaviorSettings } from "../hooks/use-behavior-settings.ts";
import { useBehaviorSettingsTranslation } from "../hooks/use-behavior-settings-translation.ts";
import { useActiveConversation } from "../state/active-conversation.ts";
import { useSelectedModelSpeech } from "../state/selected-model.ts";
import styles from "./behavior-button.module.css";

/**
 * The chat box's Behaviour button (docs/product/conversations.md § Chat box): On or Off for the
 * knowledge-source connection and for commentary; opens the behaviour settings panel. It also tells the panel
 * which conversation is open (its updates name it) and whether the chosen model can speak (its
 * commentary note).
 */
export function BehaviorButton({
  conversationId,
  modelSpeaks = null,
}: {
  conversationId: number;
  /** The chat box's model has speech (null: no model chosen). */
  modelSpeaks?: boolean | null;
}) {
  const { bus } = useShell();
  const { t } = useBehaviorSettingsTranslation();
  const settings = useBehaviorSettings();
  const setConversation = useActiveConversation((state) => state.set);
  useEffect(() => setConversation(conversationId), [conversationId, setConversation]);
  const setModelSpeaks = useSelectedModelSpeech((state) => state.set);
  useEffect(() => setModelSpeaks(modelSpeaks), [modelSpeaks, setModelSpeaks]);

  const integrations = useKnowledgeIntegrations();
  const knowledge = isKnowledgeOn(integrations.data) ? t("on") : t("off");
  const commentary = settings.commentary_enabled ? t("on") : t("off");
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => bus.emit("panel.opened", { panel: "behavior-settings" })}
      aria-label={`${t("button")}: ${t("buttonSummary", { knowledge, commentary })}`}
      title={t("title")}
      data-testid="chat-box.behavior"
    >
      <span className={styles.name}>{t("button")}</span>
      <span className={styles.state} data-testid="chat-box.behavior-knowledge">
        {t("knowledge")} {knowledge}
      </span>
      <span className={styles.state} data-testid="chat-box.behavior-commentary">
        {t("commentary")} {commentary}
      </span>
    </button>
  );
}
