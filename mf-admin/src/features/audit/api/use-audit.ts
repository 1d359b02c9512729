import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { getAudit } from "./audit-api.ts";

export function useAudit(q: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: ["admin", "audit", q],
    queryFn: () => getAudit(api, q),
    placeholderData: keepPreviousData,
  });
}
