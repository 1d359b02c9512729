import { useEffect, useId, useRef, useState } from "react";
import { type ToolDecision, type ToolPermissionRequest } from "@parley/shared-contracts/api/mcp";
import { ALLOW_CHOICES, DECLINE_CHOICES } from "@parley/shared-contracts/api/tool-decisions";
import button from "@parley/ui-kit/ui/button.module.css";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { playPermissionSound } from "../utils/permission-sound.ts";
import styles from "./tool-permission-dialog.module.css";

type AllowChoice = (typeof ALLOW_CHOICES)[number];
type DeclineChoice = (typeof DECLINE_CHOICES)[number];

/**
 * The tool permission dialog (docs/product/tools.md § Tool permission): which tool of which server
 * wants to run with which arguments; Allow with its choice (once by default, for the conversation,
 * always) or Decline with its choice (decline by default, never, stop the reply). Closing it is
 * stop_now. A chime at volume 0.5 when it opens.
 */
export function ToolPermissionDialog({
  request,
  waiting,
  onAnswer,
  playSound = playPermissionSound,
}: {
  request: ToolPermissionRequest;
  /** Further calls waiting after this one. */
  waiting: number;
  onAnswer: (decision: ToolDecision) => void;
  playSound?: () => void;
}) {
  const { t } = useConversationsTranslation();
  const [allow, setAllow] = useState<AllowChoice>("allow_once");
  const [decline, setDecline] = useState<DeclineChoice>("decline");
  const allowButton = useRef<HTMLButtonElement>(null);
  const allowName = useId();
  const declineName = useId();
  const sound = useRef(playSound);

  // One chime per request: the screen mounts a new dialog (key) for each.
  useEffect(() => {
    sound.current();
  }, []);

  const args = JSON.stringify(request.args, null, 2);
  return (
    <Dialog
      title={t("toolPermission.title", { tool: request.tool })}
      onClose={() => onAnswer("stop_now")}
      initialFocus={allowButton}
      testId="tool-permission.dialog"
      wide
    >
      <p className={styles.intro}>
        {t("toolPermission.intro", { tool: request.tool, server: request.server })}
      </p>
      {request.toolInfo.description !== "" && (
        <p className={styles.description} data-testid="tool-permission.description">
          {request.toolInfo.description}
        </p>
      )}
      <h3 className={styles.heading}>{t("toolPermission.arguments")}</h3>
      <pre className={styles.args} dir="ltr" data-testid="tool-permission.args">
        {args}
      </pre>
      {waiting > 0 && <p className={styles.waiting}>{t("toolPermission.waiting", { count: waiting })}</p>}
      <div className={styles.choices}>
        <fieldset className={styles.group}>
          <legend>{t("toolPermission.allowChoice")}</legend>
          {ALLOW_CHOICES.map((choice) => (
            <label key={choice} className={styles.option}>
              <input
                type="radio"
                name={allowName}
                value={choice}
                checked={allow === choice}
                onChange={() => setAllow(choice)}
                data-testid={`tool-permission.choice-${choice}`}
              />
              {t(`toolPermission.${choice}`)}
            </label>
          ))}
          <button
            ref={allowButton}
            type="button"
            className={`${button.button} ${button.primary}`}
            onClick={() => onAnswer(allow)}
            data-testid="tool-permission.allow"
          >
            {t("toolPermission.allow")}
          </button>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t("toolPermission.declineChoice")}</legend>
          {DECLINE_CHOICES.map((choice) => (
            <label key={choice} className={styles.option}>
              <input
                type="radio"
                name={declineName}
                value={choice}
                checked={decline === choice}
                onChange={() => setDecline(choice)}
                data-testid={`tool-permission.choice-${choice}`}
              />
              {t(`toolPermission.${choice}`)}
            </label>
          ))}
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            onClick={() => onAnswer(decline)}
            data-testid="tool-permission.decline"
          >
            {t("toolPermission.declineButton")}
          </button>
        </fieldset>
      </div>
    </Dialog>
  );
}
