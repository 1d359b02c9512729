import { useEffect, useId } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import button from "@parley/ui-kit/ui/button.module.css";
import dialog from "@parley/ui-kit/ui/dialog.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import { serverMessage } from "@parley/ui-kit/http-error.ts";
import { useCollaborationTranslation } from "../../../i18n/use-collaboration-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { endTeamChatShare, getTeamChatChannels, teamChatKeys } from "../api/team-chat-api.ts";
import { useAddTeamChat } from "../hooks/use-add-team-chat.ts";
import { ChannelForm } from "./channel-form.tsx";
import { channelLabel } from "../utils/channel-label.ts";
import styles from "./team-chat.module.css";

/**
 * The team chat part of the collaborate/share dialog (docs/product/collaboration.md § Team chat share).
 * Without the Slack app: 'Add to Slack' for owners and admins (a new window; read again until it is
 * there). With it: the owner picks a channel and sends the collaboration link, or ends the share;
 * collaborators see where it is shared.
 */
export function TeamChatSection({
  conversationId,
  owner,
  onShared,
}: {
  conversationId: number;
  owner: boolean;
  /** Sending turned collaboration on: the dialog shows the link. */
  onShared: (slug: string) => void;
}) {
  const { api } = useShell();
  const { t } = useCollaborationTranslation();
  const client = useQueryClient();
  const headingId = useId();
  const key = teamChatKeys.channels(conversationId);
  const adding = useAddTeamChat();
  const list = useQuery({
    queryKey: key,
    queryFn: () => getTeamChatChannels(api, conversationId),
    refetchOnWindowFocus: "always",
    // Read again while Slack's consent is open in the other window.
    refetchInterval: adding.waiting ? 2000 : false,
  });
  const installed = list.data?.installed === true;
  const { waiting, finish } = adding;
  useEffect(() => {
    if (installed && waiting) finish();
  }, [installed, waiting, finish]);
  const end = useMutation({
    mutationFn: () => endTeamChatShare(api, conversationId),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  const data = list.data;
  const app = data?.integration_name ?? "Slack";

  let body;
  if (list.isPending) body = <Spinner />;
  else if (list.isError || data === undefined)
    body = <Alert testId="team-chat.load-failed">{t("teamChat.loadFailed")}</Alert>;
  else if (!data.installed)
    body = data.can_install ? (
      <>
        <p className={dialog.body}>{t("teamChat.addIntro", { app })}</p>
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          onClick={() => void adding.add()}
          data-testid="team-chat.add"
        >
          {adding.waiting && <Spinner />}
          {t("teamChat.add", { app })}
        </button>
        {adding.waiting && (
          <p className={styles.state} role="status" data-testid="team-chat.waiting">
            {t("teamChat.waiting", { app })}
          </p>
        )}
        {adding.error !== null && (
          <Alert testId="team-chat.error">
            {t("teamChat.addFailed", { app })} {serverMessage(adding.error) ?? ""}
          </Alert>
        )}
      </>
    ) : (
      <p className={dialog.body}>{t("teamChat.askAdmin", { app })}</p>
    );
  else if (data.share !== null)
    body = (
      <>
        <p className={styles.shared} data-testid="team-chat.shared">
          {t("teamChat.sharedTo", {
            channel: channelLabel(data.share.channel_name),
            team: data.team_name ?? app,
          })}
        </p>
        {owner && (
          <button
            type="button"
            className={`${button.button} ${button.danger}`}
            onClick={() => end.mutate()}
            disabled={end.isPending}
            data-testid="team-chat.end"
          >
            {end.isPending && <Spinner />}
            {t("teamChat.end")}
          </button>
        )}
        {end.isError && (
          <Alert testId="team-chat.error">
            {t("teamChat.endFailed")} {serverMessage(end.error) ?? ""}
          </Alert>
        )}
      </>
    );
  else
    body = owner ? (
      <ChannelForm
        conversationId={conversationId}
        channels={data}
        onShared={(slug) => {
          onShared(slug);
          void client.invalidateQueries({ queryKey: key });
        }}
      />
    ) : (
      <p className={dialog.body}>{t("teamChat.ownerOnly")}</p>
    );

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="team-chat.section">
      <h3 id={headingId} className={styles.title}>
        {t("teamChat.title")}
      </h3>
      {body}
    </section>
  );
}
