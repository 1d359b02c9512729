import { useCallback, useState } from "react";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { HttpError } from "@parley/ui-kit/http-error.ts";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { stopMessage } from "../api/message-actions.ts";

/**
 * Stop generating: tells the server, which ends the reply and its stream (the partial text is
 * kept; the stream's end then settles the message as for any reply).
 */
export function useStopReply() {
  const { api } = useShell();
  const toast = useToast();
  const { t } = useConversationsTranslation();
  const [pending, setPending] = useState(false);

  const stop = useCallback(
    async (messageId: number) => {
      setPending(true);
      try {
        await stopMessage(api, messageId);
      } catch (error) {
        // The server refused: 'Try again'; it could not be reached: the reply's state is unknown.
        toast("error", error instanceof HttpError ? t("stop.failed") : t("stop.fetchFailed"));
      } finally {
        setPending(false);
      }
    },
    [api, t, toast],
  );

  return { stop, pending };
}
