import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Conversation } from "@parley/shared-contracts/api/conversations";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import button from "@parley/ui-kit/ui/button.module.css";
import { ConfirmDialog } from "../../../lib/ui/confirm-dialog.tsx";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import dialog from "@parley/ui-kit/ui/dialog.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { useCollaborationTranslation } from "../../../i18n/use-collaboration-translation.ts";
import {
  collaborationLink,
  controlKeys,
  disableCollaboration,
  enableCollaboration,
  leaveConversation,
} from "../api/collaboration-api.ts";
import { failureText } from "../utils/server-message.ts";
import { SnapshotSection } from "../../snapshots/components/snapshot-section.tsx";
import { TeamChatSection } from "../../team-chat/components/team-chat-section.tsx";
import { TEAM_CHAT_SHARE_FLAG } from "@parley/shared-contracts/api/team-chat-constants";
import { LinkField } from "../../../lib/ui/link-field.tsx";
import styles from "./controls.module.css";

/**
 * The collaboration part of the collaborate/share dialog
 * (docs/product/collaboration.md § Collaboration dialog): the owner starts collaboration (then copies the
 * link, 2 s feedback) or stops it after confirming; a collaborator may leave after confirming, except in a
 * CSA conversation.
 */
export function CollaborationDialog({
  conversation,
  onClose,
}: {
  conversation: Conversation;
  onClose: () => void;
}) {
  const { api, bus, navigate, flags } = useShell();
  const { t } = useCollaborationTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<"disable" | "leave" | null>(null);
  const headingId = useId();
  const id = conversation.id;
  const owner = conversation.participants[0];

  const refresh = (change: "enabled" | "disabled") => {
    void client.invalidateQueries({ queryKey: controlKeys.conversation(id) });
    bus.emit("conversation.collaboration-changed", { conversationId: id, change });
    bus.emit("conversations.changed", { reason: "realtime" });
  };
  const enabled = (slug: string) => {
    client.setQueryData<Conversation>(controlKeys.conversation(id), (old) =>
      old ? { ...old, is_collaborative: true, collaboration_slug: slug } : old,
    );
    refresh("enabled");
  };
  const enable = useMutation({
    mutationFn: () => enableCollaboration(api, id),
    onSuccess: (answer) => enabled(answer.data.collaboration_slug),
    onError: (error) => toast("error", failureText(t("error.start"), error, String(error))),
  });
  const disable = useMutation({
    mutationFn: () => disableCollaboration(api, id),
    onSuccess: () => {
      setConfirming(null);
      refresh("disabled");
    },
    onError: (error) => {
      setConfirming(null);
      toast("error", failureText(t("error.stop"), error, String(error)));
    },
  });
  const leave = useMutation({
    mutationFn: () => leaveConversation(api, id),
    onSuccess: () => {
      client.removeQueries({ queryKey: controlKeys.conversation(id) });
      bus.emit("conversation.collaboration-changed", { conversationId: id, change: "left" });
      bus.emit("conversations.changed", { reason: "deleted" });
      onClose();
      navigate("/conversations/new");
    },
    onError: (error) => {
      setConfirming(null);
      toast("error", failureText(t("error.leave"), error, String(error)));
    },
  });

  if (confirming === "disable")
    return (
      <ConfirmDialog
        title={t("dialog.disableTitle")}
        message={t("dialog.disableConfirm")}
        confirmLabel={t("dialog.disable")}
        busy={disable.isPending}
        onConfirm={() => disable.mutate()}
        onCancel={() => setConfirming(null)}
      />
    );
  if (confirming === "leave")
    return (
      <ConfirmDialog
        title={t("dialog.leaveTitle")}
        message={t("dialog.leaveConfirm")}
        confirmLabel={t("dialog.leave")}
        busy={leave.isPending}
        onConfirm={() => leave.mutate()}
        onCancel={() => setConfirming(null)}
      />
    );

  const slug = conversation.is_collaborative ? conversation.collaboration_slug : null;
  const link = slug ? collaborationLink(slug) : null;
  return (
    <Dialog title={t("dialog.title")} onClose={onClose} testId="collaboration.dialog" wide>
      <section className={styles.section} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {t("dialog.collaboration")}
        </h3>
        {conversation.requester_is_owner ? (
          link === null ? (
            <>
              <p className={dialog.body}>{t("dialog.off")}</p>
              <button
                type="button"
                className={`${button.button} ${button.primary}`}
                onClick={() => enable.mutate()}
                disabled={enable.isPending}
                data-testid="collaboration.enable"
              >
                {enable.isPending && <Spinner />}
                {t("dialog.enable")}
              </button>
            </>
          ) : (
            <>
              <p className={dialog.body}>{t("dialog.on")}</p>
              <LinkField
                value={link}
                label={t("dialog.link")}
                testIds={{ input: "collaboration.link", copy: "collaboration.copy" }}
              />
              <button
                type="button"
                className={`${button.button} ${button.danger}`}
                onClick={() => setConfirming("disable")}
                data-testid="collaboration.disable"
              >
                {t("dialog.disable")}
              </button>
            </>
          )
        ) : (
          <>
            <p className={dialog.body}>{t("dialog.collaborator", { owner: owner?.name ?? "" })}</p>
            {!conversation.is_csa && (
              <button
                type="button"
                className={`${button.button} ${button.danger}`}
                onClick={() => setConfirming("leave")}
                data-testid="collaboration.leave"
              >
                {t("dialog.leave")}
              </button>
            )}
          </>
        )}
      </section>
      <SnapshotSection conversationId={id} owner={conversation.requester_is_owner} />
      {flags[TEAM_CHAT_SHARE_FLAG] === true && (
        <TeamChatSection conversationId={id} owner={conversation.requester_is_owner} onShared={enabled} />
      )}
      <div className={dialog.actions}>
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          onClick={onClose}
          data-testid="collaboration.close"
        >
          {t("action.close")}
        </button>
      </div>
    </Dialog>
  );
}
