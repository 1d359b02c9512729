import { useCallback, useState } from "react";

/** Which keys are busy (a setting being saved): the set, and a way to mark one on or off. */
export function usePendingKeys<K>(): [ReadonlySet<K>, (key: K, pending: boolean) => void] {
  const [pending, setPending] = useState<ReadonlySet<K>>(() => new Set());
  const mark = useCallback(
    (key: K, on: boolean) =>
      setPending((current) => {
        const next = new Set(current);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  return [pending, mark];
}
