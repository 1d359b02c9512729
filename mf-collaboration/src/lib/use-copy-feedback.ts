import { useCallback, useEffect, useRef, useState } from "react";
import { COPY_CONFIRMATION_MS } from "@parley/shared-contracts/constants";

/**
 * Copies text to the clipboard; `state` is "copied" for 2 s (docs/product/collaboration.md § Constants), or
 * "failed".
 */
export function useCopyFeedback(): {
  state: "idle" | "copied" | "failed";
  copy: (text: string) => Promise<void>;
} {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const copy = useCallback(async (text: string) => {
    if (timer.current !== null) clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
    timer.current = setTimeout(() => setState("idle"), COPY_CONFIRMATION_MS);
  }, []);
  return { state, copy };
}
