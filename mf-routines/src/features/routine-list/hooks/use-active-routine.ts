import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/** The routine id in a /routines/{id} path, or null (a new routine, a slug being resolved). */
export function routineIdInPath(pathname: string): number | null {
  const match = /^\/routines\/(\d+)\/?$/.exec(pathname);
  const id = match ? Number(match[1]) : 0;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The routine open in the screen, from the URL the shell hands every parcel. */
export function useActiveRoutine(): number | null {
  return routineIdInPath(useShell().location.pathname);
}
