import { useCallback } from "react";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { useShell } from "../shell/shell-context.tsx";

type ToastKind = ParleyEvents["toast.shown"]["kind"];

/** Shows a (translated) message in the shell's toaster through the bus (`toast.shown`). */
export function useToast(): (kind: ToastKind, message: string) => void {
  const { bus } = useShell();
  return useCallback((kind, message) => bus.emit("toast.shown", { kind, message }), [bus]);
}
