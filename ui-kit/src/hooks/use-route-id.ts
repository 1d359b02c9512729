import { useShell } from "../shell/shell-context.tsx";

/** The id in a `/{section}/{id}` path, or null (a new item, a slug, another page). */
export function idInPath(section: string, pathname: string): number | null {
  const match = new RegExp(`^/${section}/(\\d+)/?$`).exec(pathname);
  const id = match ? Number(match[1]) : 0;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The id of the item open in `section`, from the URL the shell hands every parcel. */
export function useRouteId(section: string): number | null {
  return idInPath(section, useShell().location.pathname);
}
