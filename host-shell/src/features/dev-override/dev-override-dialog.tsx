import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { DevOverrideStatus } from "@parley/shared-contracts/api/dev-override";
import type { RemoteName } from "@parley/shared-contracts/api/remotes";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import button from "@parley/ui-kit/ui/button.module.css";
import dialog from "@parley/ui-kit/ui/dialog.module.css";
import form from "@parley/ui-kit/ui/form.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useShellPageTranslation, type PageTranslate } from "../../i18n/page-texts.ts";
import { fetchDevOverrideStatus, remoteLabel, saveDevOverride } from "./dev-override-api.ts";
import styles from "./dev-override.module.css";

const SERVER_ERRORS = ["invalid_origin", "origin_not_allowed"] as const;

function errorText(t: PageTranslate, code: string): string {
  return (SERVER_ERRORS as readonly string[]).includes(code)
    ? t(`devOverride.error.${code as (typeof SERVER_ERRORS)[number]}`)
    : t("devOverride.error.other");
}

/**
 * The developer panel: load one remote of this workspace from a dev server, in this browser only.
 * Saved, the page reloads so that its manifest and security policy include the dev server.
 */
export default function DevOverrideDialog({
  api,
  onClose,
  reload = () => window.location.reload(),
}: {
  api: ApiFetch;
  onClose: () => void;
  reload?: () => void;
}) {
  const { t, ready } = useShellPageTranslation();
  const [status, setStatus] = useState<DevOverrideStatus | "failed" | null>(null);
  const [remote, setRemote] = useState<RemoteName | "">("");
  const [origin, setOrigin] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { remote: useId(), origin: useId(), hint: useId(), error: useId() };
  const firstField = useRef<HTMLSelectElement>(null);
  const originField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let current = true;
    fetchDevOverrideStatus(api).then(
      (loaded) => {
        if (!current) return;
        setStatus(loaded);
        setRemote(loaded.override?.remote ?? loaded.remotes[0] ?? "");
        setOrigin(loaded.override?.origin ?? "");
      },
      () => current && setStatus("failed"),
    );
    return () => {
      current = false;
    };
  }, [api]);

  // The form comes after the status: it takes the focus the dialog gave its panel meanwhile.
  const formShown = status !== null && status !== "failed" && status.allowed;
  useEffect(() => {
    if (formShown) firstField.current?.focus();
  }, [formShown]);

  if (!ready) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (remote === "") return;
    setSaving(true);
    setError(null);
    const problem = await saveDevOverride(api, { remote, origin }).catch(() => "other");
    if (problem === null) return reload();
    setSaving(false);
    setError(errorText(t, problem));
    // The Load button was disabled while saving, which dropped the focus: back to the field at fault.
    originField.current?.focus();
  };

  const closeOnly = (
    <div className={dialog.actions}>
      <button type="button" className={`${button.button} ${button.secondary}`} onClick={onClose}>
        {t("devOverride.close")}
      </button>
    </div>
  );
  return (
    <Dialog title={t("devOverride.title")} onClose={onClose} initialFocus={firstField} testId="dev-override">
      {status === null ? (
        <p className={dialog.body} role="status">
          <Spinner />
        </p>
      ) : status === "failed" ? (
        <>
          <p className={dialog.body} role="alert">
            {t("devOverride.error.other")}
          </p>
          {closeOnly}
        </>
      ) : !status.allowed ? (
        <>
          <p className={dialog.body} role="alert" data-testid="dev-override.refused">
            {t(`devOverride.refused.${status.refusal ?? "role"}`)}
          </p>
          {closeOnly}
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <p className={dialog.body}>{t("devOverride.intro")}</p>
          {status.override && (
            <p className={dialog.body} data-testid="dev-override.current" dir="auto">
              {t("devOverride.current", {
                remote: remoteLabel(status.override.remote),
                origin: `\u2068${status.override.origin}\u2069`,
              })}
            </p>
          )}
          <div className={form.field}>
            <label className={form.label} htmlFor={ids.remote}>
              {t("devOverride.remote")}
            </label>
            <div className={form.control}>
              <select
                ref={firstField}
                id={ids.remote}
                className={form.input}
                value={remote}
                onChange={(event) => setRemote(event.target.value as RemoteName)}
                data-testid="dev-override.remote"
              >
                {status.remotes.map((name) => (
                  <option key={name} value={name}>
                    {remoteLabel(name)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className={form.field}>
            <label className={form.label} htmlFor={ids.origin}>
              {t("devOverride.origin")}
            </label>
            <div className={form.control} data-invalid={error !== null}>
              <input
                ref={originField}
                id={ids.origin}
                className={form.input}
                type="url"
                dir="ltr"
                required
                placeholder="http://localhost:3005"
                value={origin}
                onChange={(event) => setOrigin(event.target.value)}
                aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
                aria-invalid={error !== null}
                data-testid="dev-override.origin"
              />
            </div>
            <span id={ids.hint} className={styles.hint}>
              {t("devOverride.originHint")}
            </span>
            {error && (
              <span id={ids.error} className={form.error} role="alert" data-testid="dev-override.error">
                {error}
              </span>
            )}
          </div>
          <div className={dialog.actions}>
            <button type="button" className={`${button.button} ${button.secondary}`} onClick={onClose}>
              {t("devOverride.close")}
            </button>
            <button
              type="submit"
              className={`${button.button} ${button.primary}`}
              disabled={saving || origin.trim() === ""}
              data-testid="dev-override.turn-on"
            >
              {t("devOverride.turnOn")}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
