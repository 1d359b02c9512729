import { useEffect } from "react";
import { Outlet } from "react-router";
import { AdminRefusedPage } from "../../features/admin-host/admin-refused-page.tsx";
import { rememberWorkspace } from "../../features/admin-host/last-workspace.ts";
import { useSession } from "../../lib/session/use-session.ts";

/**
 * The admin console's guard, inside RequireSession: owners and admins get the console; a member gets the
 * refusal without the console (its remote and its menu never load). The server refuses members'
 * admin calls all the same (docs/admin-site.md).
 */
export function RequireManager() {
  const { profile } = useSession();
  const subdomain = profile?.account.subdomain;
  useEffect(() => {
    if (subdomain !== undefined) rememberWorkspace(subdomain);
  }, [subdomain]);
  if (profile === null) return null;
  return profile.account.is_owner_or_admin ? <Outlet /> : <AdminRefusedPage profile={profile} />;
}
