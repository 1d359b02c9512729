import { useEffect } from "react";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { chatPageTitle } from "../utils/page-title.ts";

/**
 * Keeps document.title on the open conversation (null: the embedding screen owns the title). The shell writes its own title on navigation and
 * language changes; the parcel's update follows those, so this runs after and wins.
 */
export function usePageTitle(name: string | null): void {
  const { session, location, language } = useShell();
  const accountName = session.profile?.account.name;
  useEffect(() => {
    if (name !== null) document.title = chatPageTitle(name, accountName);
  }, [name, accountName, location.pathname, language]);
}
