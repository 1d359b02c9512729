// The settings form: name, sign-in options, DLP mode, feature flags; one Save for all.
import { useState, type FormEvent } from "react";
import type { AdminWorkspace } from "@parley/shared-contracts/api/admin-workspace";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "@parley/ui-kit/http-error.ts";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { saveWorkspace, workspaceQueryKey } from "../api/workspace-api.ts";
import styles from "./workspace.module.css";

type Option = AdminWorkspace["sign_in_options"][number];

export function WorkspaceForm({ workspace }: { workspace: AdminWorkspace }) {
  const { t } = useAdminTranslation();
  const { api, bus } = useShell();
  const toast = useToast();
  const client = useQueryClient();
  const [draft, setDraft] = useState(workspace);
  const save = useMutation({
    mutationFn: () =>
      saveWorkspace(api, {
        name: draft.name,
        sign_in_options: draft.sign_in_options,
        dlp_mode: draft.dlp_mode,
        feature_flags: draft.feature_flags,
      }),
    onSuccess: (saved) => {
      client.setQueryData(workspaceQueryKey, saved);
      toast("success", t("workspace.saved"));
      // The frame shows the workspace's name from the profile.
      bus.emit("session.profile-changed", {});
    },
    onError: (error) => toast("error", serverMessage(error) ?? t("error.generic", { ns: "common" })),
  });
  const toggleOption = (option: Option) =>
    setDraft((d) => ({
      ...d,
      sign_in_options: d.sign_in_options.includes(option)
        ? d.sign_in_options.filter((o) => o !== option)
        : [...d.sign_in_options, option],
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <label className={styles.field}>
        <span>{t("workspace.name")}</span>
        <input
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          required
          maxLength={100}
          data-testid="workspace.name"
        />
      </label>
      <fieldset className={styles.group}>
        <legend>{t("workspace.signIn")}</legend>
        {(["email_password", "google"] as const).map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              checked={draft.sign_in_options.includes(option)}
              onChange={() => toggleOption(option)}
              data-testid={`workspace.sign-in-${option}`}
            />
            {option === "google" ? t("workspace.signInGoogle") : t("workspace.signInPassword")}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t("workspace.dlp")}</legend>
        {(["WARN", "BLOCK"] as const).map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name="dlp"
              checked={draft.dlp_mode === mode}
              onChange={() => setDraft({ ...draft, dlp_mode: mode })}
              data-testid={`workspace.dlp-${mode}`}
            />
            {mode === "WARN" ? t("workspace.dlpWarn") : t("workspace.dlpBlock")}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t("workspace.features")}</legend>
        {(["collaboration", "team_chat_share"] as const).map((flag) => (
          <label key={flag}>
            <input
              type="checkbox"
              checked={draft.feature_flags[flag]}
              onChange={() =>
                setDraft({
                  ...draft,
                  feature_flags: { ...draft.feature_flags, [flag]: !draft.feature_flags[flag] },
                })
              }
              data-testid={`workspace.flag-${flag}`}
            />
            {flag === "collaboration" ? t("workspace.flagCollaboration") : t("workspace.flagTeamChat")}
          </label>
        ))}
      </fieldset>
      <div>
        <button
          type="submit"
          className={`${button.button} ${button.primary}`}
          disabled={save.isPending || draft.sign_in_options.length === 0}
          data-testid="workspace.save"
        >
          {t("workspace.save")}
        </button>
      </div>
    </form>
  );
}
