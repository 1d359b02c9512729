import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Tool } from "@parley/shared-contracts/api/tools";
import button from "@parley/ui-kit/ui/button.module.css";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { ConfirmDialog } from "../../../lib/ui/confirm-dialog.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { toolKeys } from "../../agentics/api/tools-api.ts";
import { updateTool } from "../api/tool-editor-api.ts";
import { isImageFile, KNOWLEDGE_ACCEPT, sizeLabel, unsupportedKnowledge } from "../utils/tool-files.ts";
import styles from "./tool-editor.module.css";

type Uploaded = Tool["upload_files"]["documents"][number] & { kind: "image" | "document" };

/**
 * Files to knowledge (docs/product/tools.md § Tool edit dialog): dropped or picked files wait in the
 * to-upload list and are sent with Save; uploaded ones can be previewed (opened in a new tab, images
 * shown small) and deleted after a confirmation. Without Edit on the settings the list is read-only.
 */
export function KnowledgeFiles({
  tool,
  pending,
  readOnly,
  onPendingChange,
}: {
  tool: Tool;
  pending: readonly File[];
  readOnly: boolean;
  onPendingChange: (files: File[]) => void;
}) {
  const { api, language } = useShell();
  const { t } = useToolsTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const picker = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<Uploaded | null>(null);
  const ids = { heading: useId(), drop: useId() };
  const uploaded: Uploaded[] = [
    ...tool.upload_files.documents.map((f) => ({ ...f, kind: "document" as const })),
    ...tool.upload_files.images.map((f) => ({ ...f, kind: "image" as const })),
  ];
  // Thumbnails of waiting images, released when they leave the list.
  const thumbnails = useMemo(
    () => new Map(pending.filter(isImageFile).map((file) => [file, URL.createObjectURL(file)])),
    [pending],
  );
  useEffect(() => () => thumbnails.forEach((url) => URL.revokeObjectURL(url)), [thumbnails]);

  const add = (files: File[]) => {
    const wrong = unsupportedKnowledge(files);
    setRefused(wrong.map((file) => file.name));
    const fresh = files.filter((file) => !wrong.includes(file));
    if (fresh.length > 0) onPendingChange([...pending, ...fresh]);
  };

  const remove = useMutation({
    mutationFn: (file: Uploaded) =>
      updateTool(api, tool.id, undefined, {
        [file.kind === "image" ? "removeImages" : "removeDocuments"]: [file.id],
      }),
    onSuccess: (saved, file) => {
      client.setQueryData([...toolKeys.all, "detail", tool.id], saved);
      toast("success", t("knowledge.deleted", { name: file.file_name }));
    },
    onError: () => toast("error", t("knowledge.deleteFailed")),
    onSettled: () => setDeleting(null),
  });

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!readOnly) add([...event.dataTransfer.files]);
  };

  return (
    <section aria-labelledby={ids.heading} className={styles.knowledge} data-testid="tool-editor.knowledge">
      <h3 id={ids.heading} className={styles.heading}>
        {t("knowledge.title")}
      </h3>
      <p className={styles.note}>{t("knowledge.hint")}</p>
      {!readOnly && (
        <div
          id={ids.drop}
          className={styles.dropZone}
          data-over={over}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          data-testid="tool-editor.knowledge-drop"
        >
          <span>{t("knowledge.drop")}</span>
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            onClick={() => picker.current?.click()}
            data-testid="tool-editor.knowledge-choose"
          >
            {t("knowledge.choose")}
          </button>
          <input
            ref={picker}
            type="file"
            multiple
            accept={KNOWLEDGE_ACCEPT}
            hidden
            onChange={(event) => {
              add([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
            data-testid="tool-editor.knowledge-input"
          />
        </div>
      )}
      {refused.length > 0 && (
        <p className={styles.error} role="alert">
          {t("knowledge.unsupported", { names: refused.join(", ") })}
        </p>
      )}
      <h4 className={styles.subheading}>{t("knowledge.uploaded")}</h4>
      {uploaded.length === 0 ? (
        <p className={styles.note}>{t("knowledge.noneUploaded")}</p>
      ) : (
        <ul className={styles.files} data-testid="tool-editor.knowledge-uploaded">
          {uploaded.map((file) => (
            <li key={`${file.kind}-${file.id}`} className={styles.file}>
              {file.kind === "image" && <img className={styles.thumb} src={file.url} alt="" />}
              <a
                href={file.url}
                target="_blank"
                rel="noreferrer"
                aria-label={t("knowledge.preview", { name: file.file_name })}
              >
                <bdi>{file.file_name}</bdi>
              </a>
              {!readOnly && (
                <button
                  type="button"
                  className={styles.fileAction}
                  aria-label={t("knowledge.delete", { name: file.file_name })}
                  onClick={() => setDeleting(file)}
                  data-testid="tool-editor.knowledge-delete"
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {pending.length > 0 && (
        <>
          <h4 className={styles.subheading}>{t("knowledge.toUpload")}</h4>
          <ul className={styles.files} data-testid="tool-editor.knowledge-pending">
            {pending.map((file, index) => (
              <li key={`${file.name}-${index}`} className={styles.file}>
                {thumbnails.has(file) && <img className={styles.thumb} src={thumbnails.get(file)} alt="" />}
                <span>
                  <bdi>{file.name}</bdi>
                </span>
                <span className={styles.note}>{sizeLabel(file.size, language)}</span>
                <button
                  type="button"
                  className={styles.fileAction}
                  aria-label={t("knowledge.removePending", { name: file.name })}
                  onClick={() => onPendingChange(pending.filter((_, i) => i !== index))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title={t("knowledge.deleteTitle")}
          message={t("knowledge.deleteConfirm", { name: deleting.file_name })}
          confirmLabel={t("knowledge.deleteOk")}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
