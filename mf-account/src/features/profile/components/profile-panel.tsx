import { useId, useState, type FormEvent } from "react";
import type { Profile } from "@parley/shared-contracts/api/profile";
import { useAccountTranslation } from "../../../i18n/use-account-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import button from "@parley/ui-kit/ui/page-button.module.css";
import form from "@parley/ui-kit/ui/form.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useProfileSave } from "../hooks/use-profile-save.ts";
import { describeSaveFailure, type SaveFailure } from "../utils/save-failure.ts";
import { AccountFacts } from "./account-facts.tsx";
import { PhotoField, type PhotoChoice } from "./photo-field.tsx";
import styles from "./profile-panel.module.css";

const NAME_MAX = 150;

/** My profile: name (editable), email (read-only), photo; Save only after a change, Clear, Cancel. */
export function ProfilePanel({ profile }: { profile: Profile }) {
  const { t } = useAccountTranslation();
  const { navigate } = useShell();
  const save = useProfileSave();
  // What the server holds: the shell's profile, or the answer of our own last save (the shell's
  // copy follows a moment later).
  const [saved, setSaved] = useState<Profile | null>(null);
  const stored = saved ?? profile;
  const [name, setName] = useState(stored.name);
  const [photo, setPhoto] = useState<PhotoChoice>({ kind: "keep" });
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [photoProblem, setPhotoProblem] = useState<"unsupported" | "tooLarge" | null>(null);
  const [success, setSuccess] = useState(false);
  const nameId = useId();
  const nameErrorId = useId();

  const changed = name !== stored.name || photo.kind !== "keep";

  function reset() {
    setName(stored.name);
    setPhoto({ kind: "keep" });
    setFailure(null);
    setPhotoProblem(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed || save.isPending) return;
    setSuccess(false);
    const trimmed = name.trim();
    if (trimmed === "") {
      setFailure({ kind: "name", reason: "required", message: "" });
      return;
    }
    setFailure(null);
    save.mutate(
      {
        name: trimmed,
        ...(photo.kind === "file" ? { image: photo.file } : photo.kind === "remove" ? { image: null } : {}),
      },
      {
        onSuccess: (next) => {
          setSaved(next);
          setName(next.name);
          setPhoto({ kind: "keep" });
          setPhotoProblem(null);
          setSuccess(true);
        },
        onError: (error) => setFailure(describeSaveFailure(error)),
      },
    );
  }

  const nameError =
    failure?.kind === "name"
      ? failure.reason === "required"
        ? t("profile.nameRequired")
        : failure.reason === "tooLong"
          ? t("profile.nameTooLong", { max: NAME_MAX })
          : failure.message
      : null;
  const photoError = photoProblem ?? (failure?.kind === "photo" ? failure.reason : null);
  const failedMessage = t("profile.updateFailed", { ns: "common" });

  return (
    <section aria-labelledby="profile-heading" className={styles.panel}>
      <h2 id="profile-heading" className={styles.heading}>
        {t("profile.heading")}
      </h2>
      <p className={styles.description}>{t("profile.description")}</p>
      <form className={form.form} onSubmit={submit} noValidate data-testid="account.profile-form">
        <PhotoField
          name={stored.name}
          storedUrl={stored.image_url}
          choice={photo}
          error={photoError}
          onChoose={(choice) => {
            setPhoto(choice);
            setPhotoProblem(null);
            setSuccess(false);
            if (failure?.kind === "photo") setFailure(null);
          }}
          onReject={(problem) => setPhotoProblem(problem)}
        />
        <div className={form.field}>
          <label htmlFor={nameId} className={form.label}>
            {t("profile.nameLabel")}
          </label>
          <div className={form.control} data-invalid={nameError !== null}>
            <input
              id={nameId}
              className={form.input}
              value={name}
              maxLength={NAME_MAX}
              required
              autoComplete="name"
              aria-invalid={nameError !== null}
              aria-describedby={nameError !== null ? nameErrorId : undefined}
              data-testid="account.name"
              onChange={(event) => {
                setName(event.target.value);
                setSuccess(false);
                if (failure?.kind === "name") setFailure(null);
              }}
            />
          </div>
          {nameError !== null && (
            <p id={nameErrorId} className={form.error} data-testid="account.name-error">
              {nameError}
            </p>
          )}
        </div>
        <div className={form.field}>
          <label htmlFor={`${nameId}-email`} className={form.label}>
            {t("profile.emailLabel")}
          </label>
          <div className={`${form.control} ${styles.readOnly}`}>
            <input
              id={`${nameId}-email`}
              className={form.input}
              type="email"
              value={stored.email}
              readOnly
              aria-describedby={`${nameId}-email-help`}
              data-testid="account.email"
            />
          </div>
          <p id={`${nameId}-email-help`} className={styles.help}>
            {t("profile.emailHelp")}
          </p>
        </div>
        {success && (
          <p role="status" className={styles.success} data-testid="account.profile-message">
            {t("profile.updated", { ns: "common" })}
          </p>
        )}
        {failure?.kind === "failed" && (
          <p role="alert" className={styles.failure} data-testid="account.profile-message">
            {failure.detail
              ? t("profile.failedWith", { message: failedMessage, detail: failure.detail })
              : failedMessage}
          </p>
        )}
        {failure?.kind === "unexpected" && (
          <p role="alert" className={styles.failure} data-testid="account.profile-message">
            {t("profile.unexpected", { ns: "common" })}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="submit"
            className={`${button.button} ${button.primary}`}
            disabled={!changed || save.isPending}
            data-testid="account.save"
          >
            {save.isPending && <Spinner />}
            {t(save.isPending ? "profile.saving" : "profile.save")}
          </button>
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            onClick={reset}
            data-testid="account.clear"
          >
            {t("profile.clear")}
          </button>
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            data-testid="account.cancel"
            onClick={() => (window.history.length > 1 ? window.history.back() : navigate("/"))}
          >
            {t("profile.cancel")}
          </button>
        </div>
      </form>
      <AccountFacts account={stored.account} />
    </section>
  );
}
