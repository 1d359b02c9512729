import { useId, useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ToolUploadResult } from "@parley/shared-contracts/api/tools";
import button from "@parley/ui-kit/ui/button.module.css";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import dialog from "@parley/ui-kit/ui/dialog.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { toolKeys } from "../../agentics/api/tools-api.ts";
import { uploadTools } from "../api/upload-tools.ts";
import { chooseFiles } from "../utils/choose-files.ts";
import styles from "./upload-dialog.module.css";

/**
 * The upload dialog (docs/product/tools.md § Importing tools): choose JSON and CSV tool files, send
 * them, and read the outcome — how many tools arrived and each refused file with its reason. Files
 * that were taken leave the selection; the refused ones stay to be removed or replaced. Cancel
 * clears the selection and closes; Done closes after a result, also when only refused files remain.
 */
export function UploadDialog({ onClose }: { onClose: () => void }) {
  const { api } = useShell();
  const { t } = useToolsTranslation();
  const client = useQueryClient();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [result, setResult] = useState<ToolUploadResult | null>(null);

  const upload = useMutation({
    mutationFn: (chosen: File[]) => uploadTools(api, chosen),
    onSuccess: (answer) => {
      setResult(answer);
      const taken = new Set(answer.results.filter((r) => r.status === "uploaded").map((r) => r.file_name));
      setFiles((current) => current.filter((file) => !taken.has(file.name)));
      void client.invalidateQueries({ queryKey: toolKeys.all });
    },
  });

  const pick = (picked: FileList | null) => {
    const choice = chooseFiles(files, [...(picked ?? [])]);
    setFiles(choice.accepted);
    setRefused(choice.refused.map((file) => file.name));
    if (input.current) input.current.value = "";
  };
  const cancel = () => {
    setFiles([]);
    setResult(null);
    onClose();
  };
  const invalid = result?.results.filter((r) => r.status === "invalid") ?? [];
  // Files the last upload refused stay listed (to be removed or replaced), but sending them again
  // would only be refused again: with nothing else chosen, the dialog is done.
  const refusedByServer = new Set(invalid.map((r) => r.file_name));
  const done = result !== null && files.every((file) => refusedByServer.has(file.name));

  return (
    <Dialog title={t("upload.title")} onClose={cancel} testId="tools.upload-dialog" wide>
      <div className={dialog.body}>
        <p className={styles.hint} id={hintId}>
          {t("upload.hint")}
        </p>
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          {t("upload.choose")}
        </button>
        {/* Opened by the button above (a file input cannot be styled as one). */}
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept=".json,.csv,application/json,text/csv"
          onChange={(event) => pick(event.target.files)}
          data-testid="tools.upload-input"
        />
        {refused.length > 0 && (
          <p className={styles.error} role="alert">
            {t("upload.onlyJsonCsv", { names: refused.join(", ") })}
          </p>
        )}
        {files.length > 0 && (
          <ul className={styles.files} aria-label={t("upload.selected")} data-testid="tools.upload-files">
            {files.map((file) => (
              <li key={file.name} className={styles.file}>
                <bdi>{file.name}</bdi>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => setFiles(files.filter((f) => f !== file))}
                  aria-label={t("upload.remove", { name: file.name })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {upload.isError && (
          <p className={styles.error} role="alert">
            {t("upload.failed")}
          </p>
        )}
        {result && (
          <div className={styles.result} role="status" data-testid="tools.upload-result">
            <p>{t("upload.done", { count: result.uploaded })}</p>
            {invalid.length > 0 && (
              <ul className={styles.invalid}>
                {invalid.map((r) => (
                  <li key={r.file_name} data-testid="tools.upload-invalid">
                    <strong>
                      <bdi>{r.file_name}</bdi>
                    </strong>
                    : {r.error}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <div className={dialog.actions}>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={cancel}>
          {t("action.cancel")}
        </button>
        {done ? (
          <button
            type="button"
            className={`${button.button} ${button.primary}`}
            onClick={onClose}
            data-testid="tools.upload-done"
          >
            {t("upload.finish")}
          </button>
        ) : (
          <button
            type="button"
            className={`${button.button} ${button.primary}`}
            disabled={files.length === 0 || upload.isPending}
            onClick={() => upload.mutate(files)}
            data-testid="tools.upload-submit"
          >
            {upload.isPending ? <Spinner /> : t("upload.submit")}
          </button>
        )}
      </div>
    </Dialog>
  );
}
