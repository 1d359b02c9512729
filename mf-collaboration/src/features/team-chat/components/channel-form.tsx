import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import type { TeamChatChannels } from "@parley/shared-contracts/api/team-chat";
import { NOT_IN_CHANNEL } from "@parley/shared-contracts/api/team-chat-constants";
import button from "@parley/ui-kit/ui/button.module.css";
import dialog from "@parley/ui-kit/ui/dialog.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import { apiErrorOf, serverMessage } from "@parley/ui-kit/http-error.ts";
import { useCollaborationTranslation } from "../../../i18n/use-collaboration-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { shareToChannel } from "../api/team-chat-api.ts";
import { channelLabel } from "../utils/channel-label.ts";
import styles from "./team-chat.module.css";

/**
 * The owner's channel picker and Send (disabled until a channel is chosen). Sending turns
 * collaboration on when needed and posts its link; a channel the bot is not in gives the tip to
 * invite it, any other failure the server's message.
 */
export function ChannelForm({
  conversationId,
  channels,
  onShared,
}: {
  conversationId: number;
  channels: TeamChatChannels;
  onShared: (slug: string) => void;
}) {
  const { api } = useShell();
  const { t } = useCollaborationTranslation();
  const selectId = useId();
  const hintId = useId();
  const [channelId, setChannelId] = useState("");
  const chosen = channels.channels.find((c) => c.id === channelId);
  const send = useMutation({
    mutationFn: () =>
      // The server builds the collaboration link it posts (collaboration may not be on yet).
      shareToChannel(api, conversationId, { channel_id: chosen?.id ?? "", channel_name: chosen?.name ?? "" }),
    onSuccess: (answer) => onShared(answer.collaboration_slug),
  });
  const app = channels.integration_name;
  const failure = send.isError ? apiErrorOf(send.error) : undefined;

  if (channels.channels.length === 0)
    return (
      <p className={dialog.body} data-testid="team-chat.no-channels">
        {t("teamChat.noChannels", { app })}
      </p>
    );
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) send.mutate();
      }}
    >
      <p className={styles.intro} id={hintId}>
        {t("teamChat.intro", { app, team: channels.team_name ?? app })}
      </p>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={selectId}>
          {t("teamChat.channel")}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={channelId}
          aria-describedby={hintId}
          onChange={(event) => {
            setChannelId(event.target.value);
            send.reset();
          }}
          data-testid="team-chat.channel"
        >
          <option value="" disabled>
            {t("teamChat.choose")}
          </option>
          {channels.channels.map((channel) => (
            <option key={channel.id} value={channel.id}>
              {channel.is_private
                ? t("teamChat.privateChannel", { name: channelLabel(channel.name) })
                : channelLabel(channel.name)}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className={`${button.button} ${button.primary}`}
          disabled={chosen === undefined || send.isPending}
          data-testid="team-chat.send"
        >
          {send.isPending && <Spinner />}
          {t("teamChat.send")}
        </button>
      </div>
      {failure?.code === NOT_IN_CHANNEL ? (
        <Alert testId="team-chat.not-in-channel">
          {t("teamChat.notInChannel", { channel: channelLabel(chosen?.name ?? ""), app })}
        </Alert>
      ) : (
        send.isError && (
          <Alert testId="team-chat.error">
            {t("teamChat.sendFailed")} {serverMessage(send.error) ?? t("teamChat.tryAgain")}
          </Alert>
        )
      )}
    </form>
  );
}
