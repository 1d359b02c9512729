import type { Message } from "@parley/shared-contracts/api/messages";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { CollapsibleText } from "../../chat/components/collapsible-text.tsx";
import styles from "./tool-run-summary.module.css";

type ToolRun = NonNullable<Message["tool"]>;

const shown = (value: string | string[]) => (typeof value === "string" ? value : value.join(", "));

/**
 * A user message that ran a tool shows the tool's title and each variable's label and value,
 * collapsed above 500 characters (docs/product/conversations.md § Message display).
 */
export function ToolRunSummary({ run }: { run: ToolRun }) {
  const { t } = useConversationsTranslation();
  const entries = Object.entries(run.values);
  const length = entries.reduce((sum, [, value]) => sum + shown(value).length, 0);
  return (
    <div className={styles.run} data-testid="message.tool">
      <p className={styles.title}>{t("tool.ran", { name: run.name })}</p>
      {entries.length > 0 && (
        <CollapsibleText length={length}>
          <dl className={styles.values}>
            {entries.map(([name, value]) => (
              <div key={name} className={styles.entry}>
                <dt>
                  <bdi>{name}</bdi>
                </dt>
                <dd>
                  <bdi>{shown(value)}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </CollapsibleText>
      )}
    </div>
  );
}
