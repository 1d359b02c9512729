import { useEffect } from "react";
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/**
 * Keeps document.title on the Tools screen: the screen's name, account name, product name (the
 * route names no title of the shell's). Runs after the shell's own title on navigation.
 */
export function useToolsTitle(name: string): void {
  const { session, location, language } = useShell();
  const accountName = session.profile?.account.name;
  useEffect(() => {
    document.title = [name, accountName, PRODUCT_NAME]
      .filter((part): part is string => Boolean(part?.trim()))
      .join(" | ");
  }, [name, accountName, location.pathname, language]);
}
