import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useShellTranslation } from "../i18n/use-shell-translation.ts";
import { useSession } from "../lib/session/use-session.ts";
import { useShellServices } from "../lib/shell/shell-services.ts";
import { formatPageTitle } from "./page-title.ts";
import { rememberAreaLocation } from "./routes/area-memory.ts";
import { findRoute, isGuardedPath } from "./routes/find-route.ts";
import type { RouteDefinition } from "./routes/route-table.ts";
import { useRouteTable } from "./routes/use-route-table.ts";

const NO_ROUTES: readonly RouteDefinition[] = [];

/**
 * Connects the router to the rest of the shell: ShellProps.navigate goes through react-router, the
 * location reaches every parcel, each tab remembers where it was, and the page title follows the rule.
 */
export function RouterBridge() {
  const services = useShellServices();
  const navigate = useNavigate();
  const location = useLocation();
  const { profile } = useSession();
  const { t } = useShellTranslation();
  const [conversationName, setConversationName] = useState<{ id: string; name: string } | null>(null);
  const routes = useRouteTable(services.routes) ?? NO_ROUTES;

  useEffect(() => {
    services.navigation.setDelegate((to, options) => {
      const target = new URL(to, window.location.origin);
      // A parcel that has just signed the user in may navigate before the shell knows: check first.
      if (isGuardedPath(routes, target.pathname) && services.session.getState().status !== "signed-in") {
        void services.session.load().finally(() => void navigate(to, options));
      } else void navigate(to, options);
    });
    return () => services.navigation.setDelegate(null);
  }, [navigate, services, routes]);

  useEffect(() => {
    services.props.set({
      location: { pathname: location.pathname, search: location.search, hash: location.hash },
    });
    const found = findRoute(routes, location.pathname);
    if (found?.route.area) rememberAreaLocation(found.route.area, location.pathname + location.search);
  }, [location, services, routes]);

  useEffect(
    () =>
      services.bus.on("conversation.created", ({ conversationId, name }) =>
        setConversationName({ id: String(conversationId), name }),
      ),
    [services],
  );

  useEffect(() => {
    const found = findRoute(routes, location.pathname);
    const conversation =
      found?.params.conversationId && conversationName?.id === found.params.conversationId
        ? conversationName.name
        : null;
    // Unmatched paths are the not-found page, except on the admin host without a chosen workspace,
    // where they are its own page (the console opens from Manage account: the title says so).
    const unmatched =
      services.host.isAdminHost && services.host.tenant === null ? "nav.manageAccount" : "title.notFound";
    const page = found ? (found.route.title ? t(found.route.title) : null) : t(unmatched);
    document.title = formatPageTitle([conversation ?? page, profile?.account.name]);
  }, [location.pathname, routes, profile, t, conversationName, services]);

  return null;
}
