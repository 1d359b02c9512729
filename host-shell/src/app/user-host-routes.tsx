import { Navigate, Route, Routes, useLocation, useNavigate } from "react-router";
import { DesktopAgentSlot } from "../features/desktop-agent/desktop-agent-slot.tsx";
import { NotFoundPage } from "../features/not-found/not-found-page.tsx";
import { USER_SIGN_IN_QUERY } from "@parley/shared-contracts/shell-document";
import { useShellServices } from "../lib/shell/shell-services.ts";
import { FullPage } from "./layout/full-page.tsx";
import { RequireSession } from "./layout/require-session.tsx";
import type { RouteDefinition } from "./routes/route-table.ts";
import { useSlotTable } from "./routes/use-route-table.ts";

/**
 * Where the user host's main-layout routes lead (docs/product/shell.md § Hosts and users): its sign-in
 * route, which on a host without a workspace is the workspace finder, with the page asked for as `next`
 * (the finder carries it to the chosen workspace). `localhost`'s user-sign-in query stays on the address.
 */
export function userHostDefaultLocation(location: { pathname: string; search: string }): string {
  const asked = new URLSearchParams(location.search);
  const userSignIn = asked.has(USER_SIGN_IN_QUERY);
  asked.delete(USER_SIGN_IN_QUERY);
  const query = asked.toString();
  const next = location.pathname + (query ? `?${query}` : "");
  const target = new URLSearchParams();
  if (next !== "/") target.set("next", next);
  if (userSignIn) target.set(USER_SIGN_IN_QUERY, "");
  const search = target.toString();
  return `/sign-in${search ? `?${search}` : ""}`;
}

function ToDefaultLocation() {
  const location = useLocation();
  return <Navigate to={userHostDefaultLocation(location)} replace />;
}

function NotFound() {
  const navigate = useNavigate();
  return <NotFoundPage onHome={() => void navigate("/")} />;
}

/**
 * The spec's helper-app call of the user host: the desktop agent starts with the page (its first act is
 * the helper's status read), since the main layout that starts it elsewhere never shows here.
 */
function HelperAppCall() {
  const { routes } = useShellServices();
  const slots = useSlotTable(routes);
  return slots?.desktopAgent ? <DesktopAgentSlot parcel={slots.desktopAgent} /> : null;
}

/**
 * The user host's routes: a host that names no workspace (the "no-subdomain" mode). Full pages are
 * served as anywhere; the main-layout routes redirect to the default location instead of showing the
 * layout; the guarded pages keep their guard (which, with no workspace, leads to sign-in too).
 */
export function UserHostRoutes({ routes }: { routes: readonly RouteDefinition[] }) {
  return (
    <>
      <Routes>
        {routes
          .filter((route) => route.kind === "page")
          .map((route) => (
            <Route key={route.path} path={route.path} element={<FullPage route={route} />} />
          ))}
        {routes
          .filter((route) => route.kind === "main")
          .map((route) => (
            <Route key={route.path} path={route.path} element={<ToDefaultLocation />} />
          ))}
        <Route element={<RequireSession />}>
          {routes
            .filter((route) => route.kind === "guarded-page")
            .map((route) => (
              <Route key={route.path} path={route.path} element={<FullPage route={route} />} />
            ))}
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
      <HelperAppCall />
    </>
  );
}
