import { useEffect, useRef, useState } from "react";
import { CHAT_SCREEN_PARCEL, type EmbeddedChatProps } from "@parley/shared-contracts/embedded-chat";
import button from "@parley/ui-kit/ui/button.module.css";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useRoutinesTranslation } from "../../../i18n/use-routines-translation.ts";
import styles from "./routine-screen.module.css";

/**
 * The routine's conversation below the editor: the conversations remote's chat parcel, mounted by id
 * without its own header. A failure stays in this slot, with Retry.
 */
export function RoutineChat({ conversationId }: { conversationId: number }) {
  const { mountParcel } = useShell();
  const { t } = useRoutinesTranslation();
  const slot = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    // A fresh element per mount: the previous parcel may still be unmounting from its own.
    const host = element.appendChild(document.createElement("div"));
    host.className = styles.chatHost ?? "";
    let unmount: (() => Promise<void>) | null = null;
    let gone = false;
    const props: EmbeddedChatProps = { conversationId, embedded: true };
    mountParcel(CHAT_SCREEN_PARCEL, host, { ...props }).then(
      (stop) => {
        if (gone) void stop().finally(() => host.remove());
        else unmount = stop;
      },
      (error: unknown) => {
        console.warn("mf_routines: the routine's conversation could not be shown", error);
        host.remove();
        if (!gone) setFailed(true);
      },
    );
    return () => {
      gone = true;
      if (unmount) void unmount().finally(() => host.remove());
    };
  }, [conversationId, mountParcel, attempt]);

  return (
    <div className={styles.chat} data-testid="routine.chat">
      <div ref={slot} className={styles.chatSlot} hidden={failed} />
      {failed && (
        <div className={styles.state} role="alert">
          <p>{t("screen.chatFailed")}</p>
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t("action.retry")}
          </button>
        </div>
      )}
    </div>
  );
}
