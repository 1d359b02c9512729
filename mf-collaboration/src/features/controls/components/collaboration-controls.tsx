import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { COLLABORATION_FLAG } from "@parley/shared-contracts/api/collaboration-constants";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import button from "@parley/ui-kit/ui/button.module.css";
import { UsersIcon } from "../../../lib/ui/icons.tsx";
import { useCollaborationTranslation } from "../../../i18n/use-collaboration-translation.ts";
import { conversationQuery } from "../api/collaboration-api.ts";
import { useCollaborationEvents } from "../hooks/use-collaboration-events.ts";
import { CollaborationDialog } from "./collaboration-dialog.tsx";
import { ParticipantsBar } from "./participants-bar.tsx";
import { RevokedNotice } from "./revoked-notice.tsx";
import { UnsavedNotice } from "./unsaved-notice.tsx";
import styles from "./controls.module.css";

/**
 * The chat sub-header's collaboration part: the participants of a shared conversation and the
 * collaboration button with its dialog. Nothing when the account's `collaboration` flag is off. On
 * a new conversation (id 0) the button is there too and says that the first message creates it.
 */
export function CollaborationControls({ conversationId }: { conversationId: number }) {
  const { api, flags } = useShell();
  const { t } = useCollaborationTranslation();
  const [open, setOpen] = useState(false);
  const enabled = flags[COLLABORATION_FLAG] !== false;
  const { revoked } = useCollaborationEvents(conversationId);
  const conversation = useQuery({
    ...conversationQuery(api, conversationId),
    enabled: enabled && conversationId > 0 && !revoked,
  });
  if (!enabled) return null;
  if (revoked) return <RevokedNotice />;
  const details = conversation.data;
  return (
    <div className={styles.controls} data-testid="collaboration.controls">
      {details && details.participants.length > 1 && <ParticipantsBar participants={details.participants} />}
      <button
        type="button"
        className={button.icon}
        onClick={() => setOpen(true)}
        disabled={conversationId > 0 && !details}
        aria-label={t("controls.open")}
        title={t("controls.open")}
        aria-haspopup="dialog"
        data-testid="collaboration.button"
      >
        <UsersIcon />
      </button>
      {open && conversationId === 0 && <UnsavedNotice onClose={() => setOpen(false)} />}
      {open && details && <CollaborationDialog conversation={details} onClose={() => setOpen(false)} />}
    </div>
  );
}
