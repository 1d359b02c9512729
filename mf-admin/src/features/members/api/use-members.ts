import { useQuery } from "@tanstack/react-query";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { getMembers, membersQueryKey } from "./members-api.ts";

export function useMembers() {
  const { api } = useShell();
  return useQuery({ queryKey: membersQueryKey, queryFn: () => getMembers(api) });
}
