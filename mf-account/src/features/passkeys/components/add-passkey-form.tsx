import { useId, useState, type FormEvent } from "react";
import { browserSupportsWebAuthn, WebAuthnError } from "@simplewebauthn/browser";
import { useAccountTranslation } from "../../../i18n/use-account-translation.ts";
import button from "@parley/ui-kit/ui/page-button.module.css";
import form from "@parley/ui-kit/ui/form.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useAddPasskey } from "../hooks/use-passkeys.ts";
import { PASSKEY_NAME_MAX_LENGTH } from "../utils/passkey-name.ts";
import type { Notice } from "../types/notice.ts";
import styles from "./passkeys-panel.module.css";

/** The person closed the browser's passkey prompt (or it timed out): not an error of ours. */
function wasCancelled(error: unknown): boolean {
  const name =
    error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : (error as Error)?.name;
  return (
    name === "NotAllowedError" ||
    name === "AbortError" ||
    (error instanceof WebAuthnError && error.code === "ERROR_CEREMONY_ABORTED")
  );
}

/** This authenticator already holds a passkey of this member (the server lists them to exclude). */
function alreadyRegistered(error: unknown): boolean {
  return (
    (error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") ||
    (error as Error | undefined)?.name === "InvalidStateError"
  );
}

export function AddPasskeyForm({ onNotice }: { onNotice(notice: Notice): void }) {
  const { t } = useAccountTranslation();
  const [name, setName] = useState("");
  const add = useAddPasskey();
  const nameId = useId();
  const supported = browserSupportsWebAuthn();

  function submit(event: FormEvent) {
    event.preventDefault();
    onNotice(null);
    add.mutate(name.trim() || undefined, {
      onSuccess: () => {
        setName("");
        onNotice({ kind: "success", text: t("security.added") });
      },
      onError: (error) =>
        onNotice({
          kind: "error",
          text: t(
            alreadyRegistered(error)
              ? "security.alreadyRegistered"
              : wasCancelled(error)
                ? "security.addCancelled"
                : "security.addFailed",
          ),
        }),
    });
  }

  if (!supported)
    return (
      <p className={styles.description} data-testid="passkeys.unsupported">
        {t("security.unsupported")}
      </p>
    );
  return (
    <form className={styles.addForm} onSubmit={submit}>
      <div className={form.field}>
        <label htmlFor={nameId} className={form.label}>
          {t("security.newNameLabel")}
        </label>
        <div className={form.control}>
          <input
            id={nameId}
            className={form.input}
            value={name}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            placeholder={t("security.newNamePlaceholder")}
            data-testid="passkeys.new-name"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
      </div>
      <button
        type="submit"
        className={`${button.button} ${button.primary} ${styles.inlineButton}`}
        disabled={add.isPending}
        data-testid="passkeys.add"
      >
        {add.isPending && <Spinner />}
        {t(add.isPending ? "security.adding" : "security.add")}
      </button>
    </form>
  );
}
