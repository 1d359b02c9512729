import { useEffect, useRef, useState } from "react";
import button from "@parley/ui-kit/ui/button.module.css";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";

/**
 * Tells screen readers when a reply starts and ends (one polite live region, never the streamed
 * text itself, which would be read out chunk by chunk).
 */
export function StreamAnnouncer({ replying }: { replying: boolean }) {
  const { t } = useConversationsTranslation();
  const [announcement, setAnnouncement] = useState("");
  const was = useRef(replying);
  useEffect(() => {
    if (replying === was.current) return;
    was.current = replying;
    setAnnouncement(replying ? t("status.replying") : t("status.replyDone"));
  }, [replying, t]);
  return (
    <div className={button.visuallyHidden} aria-live="polite" role="status" data-testid="chat.live">
      {announcement}
    </div>
  );
}
