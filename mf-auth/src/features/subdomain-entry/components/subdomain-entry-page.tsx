import { useId, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import { isSubdomain } from "@parley/shared-contracts/formats";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { HttpError } from "@parley/ui-kit/http-error.ts";
import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import { AuthLayout } from "../../../lib/ui/auth-layout.tsx";
import { ProductLogo } from "../../../lib/ui/product-logo.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import button from "@parley/ui-kit/ui/page-button.module.css";
import form from "@parley/ui-kit/ui/form.module.css";
import { safeNextPath } from "../../../lib/safe-next.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { baseHostOf, useFindWorkspace } from "../api/use-find-workspace.ts";
import styles from "./subdomain-entry-page.module.css";

type Problem = "subdomain.required" | "subdomain.invalid" | null;

/**
 * The sign-in route on a host without a workspace (the root domain, the user host): ask which workspace,
 * then go to its sign-in, keeping the page asked for (`next`).
 */
export function SubdomainEntryPage() {
  const { t } = useAuthTranslation();
  const { location } = useShell();
  const next = safeNextPath(new URLSearchParams(location.search).get("next"));
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<Problem>(null);
  const find = useFindWorkspace(next);
  // A found workspace is a page load away: stay busy until the browser leaves.
  const busy = find.isPending || find.isSuccess;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const subdomain = value.trim().toLowerCase();
    const found: Problem =
      subdomain === "" ? "subdomain.required" : isSubdomain(subdomain) ? null : "subdomain.invalid";
    flushSync(() => setProblem(found));
    inputRef.current?.setCustomValidity(found ? t(found) : "");
    if (found) inputRef.current?.focus();
    else find.mutate(subdomain);
  }

  const errorId = `${id}-error`;
  const failure =
    find.error instanceof HttpError && find.error.status === 404 ? "workspace.notFound" : "error.server";
  return (
    <AuthLayout>
      <header className={styles.header}>
        <ProductLogo size={48} />
        <h1 className={styles.title}>{t("subdomain.title")}</h1>
        <p className={styles.description}>{t("subdomain.description", { product: PRODUCT_NAME })}</p>
      </header>
      {find.isError && <Alert testId="subdomain.error">{t(failure, { ns: "common" })}</Alert>}
      <form className={form.form} noValidate onSubmit={handleSubmit}>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-input`}>
            {t("subdomain.label")}
          </label>
          {/* A host name reads left to right in every language. */}
          <div className={form.control} data-invalid={problem !== null} dir="ltr">
            <input
              ref={inputRef}
              id={`${id}-input`}
              className={form.input}
              name="subdomain"
              type="text"
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t("subdomain.placeholder")}
              value={value}
              readOnly={busy}
              aria-invalid={problem !== null}
              aria-describedby={problem ? errorId : undefined}
              data-testid="subdomain.input"
              onChange={(event) => {
                event.currentTarget.setCustomValidity("");
                setValue(event.currentTarget.value);
                setProblem(null);
              }}
            />
            <span className={form.adornment} aria-hidden="true">
              .{baseHostOf(window.location.host)}
            </span>
          </div>
          {problem && (
            <p id={errorId} className={form.error}>
              {t(problem)}
            </p>
          )}
        </div>
        <button
          type="submit"
          className={`${button.button} ${button.primary}`}
          disabled={busy}
          data-testid="subdomain.submit"
        >
          {busy && <Spinner />}
          {busy ? t("subdomain.checking") : t("subdomain.submit")}
        </button>
      </form>
    </AuthLayout>
  );
}
