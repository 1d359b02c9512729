// The workspace's logo: the current one (or none), a file choice with a preview, Upload and Remove.
// Type and size are checked here for a quick answer; the server checks the content again.
import { useEffect, useId, useMemo, useState, type ChangeEvent } from "react";
import { WORKSPACE_LOGO_MAX_BYTES, WORKSPACE_LOGO_TYPES } from "@parley/shared-contracts/api/admin-constants";
import type { AdminWorkspace } from "@parley/shared-contracts/api/admin-workspace";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "@parley/ui-kit/http-error.ts";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { removeLogo, uploadLogo, workspaceQueryKey } from "../api/workspace-api.ts";
import styles from "./workspace.module.css";

const ACCEPTED: readonly string[] = WORKSPACE_LOGO_TYPES;

/** A blob URL of the chosen file for the preview, revoked when the choice changes. */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file === null ? null : URL.createObjectURL(file)), [file]);
  useEffect(() => () => (url === null ? undefined : URL.revokeObjectURL(url)), [url]);
  return url;
}

export function WorkspaceLogo({ workspace }: { workspace: AdminWorkspace }) {
  const { t } = useAdminTranslation();
  const { api, bus } = useShell();
  const toast = useToast();
  const client = useQueryClient();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const preview = usePreview(file);
  const done = (saved: AdminWorkspace, message: string) => {
    client.setQueryData(workspaceQueryKey, saved);
    setFile(null);
    setInputKey((k) => k + 1);
    toast("success", message);
    // The frame and the top bar read the logo from the profile.
    bus.emit("session.profile-changed", {});
  };
  const failed = (error: unknown) =>
    toast("error", serverMessage(error) ?? t("error.generic", { ns: "common" }));
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadLogo(api, chosen),
    onSuccess: (saved) => done(saved, t("workspace.logoSaved")),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => removeLogo(api),
    onSuccess: (saved) => done(saved, t("workspace.logoRemoved")),
    onError: failed,
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const refusal =
      chosen === null
        ? null
        : !ACCEPTED.includes(chosen.type)
          ? t("workspace.logoWrongType")
          : chosen.size > WORKSPACE_LOGO_MAX_BYTES
            ? t("workspace.logoTooLarge")
            : null;
    setProblem(refusal);
    setFile(refusal === null ? chosen : null);
  };
  const busy = upload.isPending || remove.isPending;
  const shown = preview ?? workspace.logo;
  return (
    <fieldset className={styles.group} data-testid="workspace.logo">
      <legend>{t("workspace.logo")}</legend>
      <div className={styles.logoBox}>
        {shown ? (
          <img
            className={styles.logo}
            src={shown}
            alt={preview ? t("workspace.logoPreview") : t("workspace.logoCurrent")}
            data-testid={preview ? "workspace.logo-preview" : "workspace.logo-current"}
          />
        ) : (
          <span data-testid="workspace.logo-none">{t("workspace.logoNone")}</span>
        )}
      </div>
      <label className={styles.logoField}>
        <span>{t("workspace.logoChoose")}</span>
        <input
          key={inputKey}
          type="file"
          accept={ACCEPTED.join(",")}
          onChange={choose}
          aria-describedby={hintId}
          aria-invalid={problem !== null}
          data-testid="workspace.logo-file"
        />
      </label>
      <span id={hintId} className={styles.hint}>
        {t("workspace.logoHint")}
      </span>
      {problem && (
        <span role="alert" className={styles.problem} data-testid="workspace.logo-problem">
          {problem}
        </span>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          disabled={file === null || busy}
          onClick={() => file && upload.mutate(file)}
          data-testid="workspace.logo-upload"
        >
          {t("workspace.logoUpload")}
        </button>
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          disabled={workspace.logo === null || busy}
          onClick={() => remove.mutate()}
          data-testid="workspace.logo-remove"
        >
          {t("workspace.logoRemove")}
        </button>
      </div>
    </fieldset>
  );
}
