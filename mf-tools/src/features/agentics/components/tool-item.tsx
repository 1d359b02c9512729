import { useLayoutEffect, useRef, useState } from "react";
import type { ToolSummary } from "@parley/shared-contracts/api/tools";
import button from "@parley/ui-kit/ui/button.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { DownloadIcon, EditIcon, TrashIcon } from "../../../lib/ui/icons.tsx";
import styles from "./agentics.module.css";

/**
 * One tool of the Agentics list: avatar, name (it opens the tool's details), type badge, the
 * description shortened above four lines (Show more / Show less), Use (the chat box runs it),
 * Download when downloadable, Delete for Personal tools.
 */
export function ToolItem({
  tool,
  downloading,
  choosing,
  onChoose,
  onDetails,
  onEdit,
  onDownload,
  onDelete,
}: {
  tool: ToolSummary;
  downloading: boolean;
  choosing: boolean;
  /** Absent: no Use (no chat box to take the tool). */
  onChoose: (() => void) | undefined;
  onDetails: () => void;
  onEdit: () => void;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const { t } = useToolsTranslation();
  const description = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = description.current;
    if (element && !expanded) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [tool.description, expanded]);

  return (
    <li className={styles.item} data-testid="tools.item" data-tool-id={tool.id}>
      <span className={styles.avatar} aria-hidden="true">
        {tool.avatar ? <img src={tool.avatar} alt="" /> : (tool.name.trim()[0] ?? "?").toUpperCase()}
      </span>
      <div className={styles.main}>
        <div className={styles.heading}>
          <h3 className={styles.name}>
            <button
              type="button"
              className={styles.nameButton}
              onClick={onDetails}
              aria-haspopup="dialog"
              title={t("item.details", { name: tool.name })}
              data-testid="tools.details"
            >
              <bdi>{tool.name}</bdi>
            </button>
          </h3>
          <span className={styles.badge} data-type={tool.tool_type} data-testid="tools.badge">
            {t(`badge.${tool.tool_type}`)}
          </span>
        </div>
        {tool.description !== "" && (
          <p
            ref={description}
            id={`tool-description-${tool.id}`}
            className={expanded ? styles.description : `${styles.description} ${styles.clamped}`}
          >
            {tool.description}
          </p>
        )}
        {(overflows || expanded) && (
          <button
            type="button"
            className={styles.more}
            aria-expanded={expanded}
            aria-controls={`tool-description-${tool.id}`}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t("item.less") : t("item.more")}
          </button>
        )}
      </div>
      <div className={styles.actions}>
        {onChoose && (
          <button
            type="button"
            className={`${button.button} ${button.secondary} ${styles.use}`}
            onClick={onChoose}
            disabled={choosing}
            aria-label={t("item.use", { name: tool.name })}
            data-testid="tools.use"
            data-tour={tool.tool_type === "System" ? "teach-me-anything" : undefined}
          >
            {choosing ? <Spinner /> : t("item.useShort")}
          </button>
        )}
        {(tool.prompt_permission !== "None" || tool.settings_permission !== "None") && (
          <button
            type="button"
            className={button.icon}
            onClick={onEdit}
            aria-label={t("item.edit", { name: tool.name })}
            title={t("item.edit", { name: tool.name })}
            data-testid="tools.edit"
          >
            <EditIcon />
          </button>
        )}
        {tool.downloadable && (
          <button
            type="button"
            className={button.icon}
            onClick={onDownload}
            disabled={downloading}
            aria-label={t("item.download", { name: tool.name })}
            title={t("item.download", { name: tool.name })}
            data-testid="tools.download"
          >
            {downloading ? <Spinner /> : <DownloadIcon />}
          </button>
        )}
        {tool.tool_type === "Personal" && (
          <button
            type="button"
            className={button.icon}
            onClick={onDelete}
            aria-label={t("item.delete", { name: tool.name })}
            title={t("item.delete", { name: tool.name })}
            data-testid="tools.delete"
          >
            <TrashIcon />
          </button>
        )}
      </div>
    </li>
  );
}
