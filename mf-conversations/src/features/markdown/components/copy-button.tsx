import { useEffect, useRef, useState } from "react";
import { COPY_CONFIRMATION_MS } from "@parley/shared-contracts";
import { useMarkdownTranslation } from "../hooks/use-markdown-translation.ts";
import styles from "./markdown.module.css";

type CopyState = "idle" | "copied" | "failed";

/** Copies `text`; the confirmation (or the failure) shows for COPY_CONFIRMATION_MS, then resets. */
export function CopyButton({ text }: { text: string }) {
  const { t } = useMarkdownTranslation();
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const show = (next: CopyState) => {
    setState(next);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setState("idle");
    }, COPY_CONFIRMATION_MS);
  };

  const copy = () => {
    // The clipboard API may be missing (insecure context) or refuse (permissions): say so.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => show("copied"),
        () => show("failed"),
      );
  };

  const label = state === "copied" ? t("copied") : state === "failed" ? t("copyFailed") : t("copy");
  return (
    <button
      type="button"
      className={styles.copyButton}
      onClick={copy}
      aria-label={state === "idle" ? t("copyCode") : label}
      data-state={state}
      data-testid="markdown.copy-code"
    >
      <span aria-hidden="true">{label}</span>
      <span role="status" className={styles.visuallyHidden}>
        {state === "idle" ? "" : label}
      </span>
    </button>
  );
}
