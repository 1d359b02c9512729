import { useMemo } from "react";
import { Navigate, Route, Routes, useNavigate, useParams } from "react-router";
import { AdminHostPage } from "../features/admin-host/admin-host-page.tsx";
import { NotFoundPage } from "../features/not-found/not-found-page.tsx";
import { ParcelSlot } from "../lib/remotes/parcel-slot.tsx";
import { useShellServices } from "../lib/shell/shell-services.ts";
import { FullPage } from "./layout/full-page.tsx";
import { MainLayoutRoute } from "./layout/main-layout-route.tsx";
import { RequireSession } from "./layout/require-session.tsx";
import { ADMIN_CONSOLE_HOME } from "./routes/admin-host-routes.ts";
import type { RouteDefinition } from "./routes/route-table.ts";
import { useRouteTable } from "./routes/use-route-table.ts";

/** The centre slot of a main-layout route; route parameters reach the parcel as `routeParams`. */
function CentreSlot({ route }: { route: RouteDefinition }) {
  const params = useParams();
  const key = JSON.stringify(params);
  const extraProps = useMemo(() => ({ routeParams: JSON.parse(key) as Record<string, string> }), [key]);
  return <ParcelSlot id={route.parcel} extraProps={extraProps} testId="layout.centre-slot" />;
}

function NotFound() {
  const navigate = useNavigate();
  return <NotFoundPage onHome={() => void navigate("/")} />;
}

/**
 * The route table (docs/product/shell.md § Routes; the remotes' declared pages, route-store.ts) in
 * react-router's declarative mode.
 */
export function AppRoutes() {
  const { host, routes: store } = useShellServices();
  const routes = useRouteTable(store);
  // Only the admin host waits for its manifest (a workspace's document carries it).
  if (routes === null) return null;
  if (host.isAdminHost) {
    const { protocol, port } = window.location;
    const workspacesUrl = `${protocol}//${host.baseDomain}${port ? `:${port}` : ""}/sign-in`;
    const adminRoutes = routes;
    return (
      <Routes>
        {adminRoutes
          .filter((route) => route.kind === "page")
          .map((route) => (
            <Route key={route.path} path={route.path} element={<FullPage route={route} />} />
          ))}
        <Route element={<RequireSession />}>
          {adminRoutes
            .filter((route) => route.kind === "guarded-page")
            .map((route) => (
              <Route key={route.path} path={route.path} element={<FullPage route={route} />} />
            ))}
        </Route>
        {host.tenant !== null && <Route path="/" element={<Navigate to={ADMIN_CONSOLE_HOME} replace />} />}
        <Route path="*" element={<AdminHostPage workspacesUrl={workspacesUrl} />} />
      </Routes>
    );
  }
  return (
    <Routes>
      {routes
        .filter((route) => route.kind === "page")
        .map((route) => (
          <Route key={route.path} path={route.path} element={<FullPage route={route} />} />
        ))}
      <Route element={<RequireSession />}>
        <Route element={<MainLayoutRoute />}>
          {routes
            .filter((route) => route.kind === "main")
            .map((route) => (
              <Route key={route.path} path={route.path} element={<CentreSlot route={route} />} />
            ))}
        </Route>
        {routes
          .filter((route) => route.kind === "guarded-page")
          .map((route) => (
            <Route key={route.path} path={route.path} element={<FullPage route={route} />} />
          ))}
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
