import { useMemo } from "react";
import { Route, Routes, useNavigate, useParams } from "react-router";
import { NotFoundPage } from "../features/not-found/not-found-page.tsx";
import { ParcelSlot } from "../lib/remotes/parcel-slot.tsx";
import { useShellServices } from "../lib/shell/shell-services.ts";
import { AdminHostRoutesRoute } from "./admin-host-routes-loader.tsx";
import { FullPage } from "./layout/full-page.tsx";
import { MainLayoutRoute } from "./layout/main-layout-route.tsx";
import { RequireSession } from "./layout/require-session.tsx";
import type { RouteDefinition } from "./routes/route-table.ts";
import { useRouteTable } from "./routes/use-route-table.ts";
import { UserHostRoutes } from "./user-host-routes.tsx";

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
  // Only the admin host waits for its manifest (a workspace's document carries it); its routes come
  // in a chunk of their own, asked for meanwhile.
  if (host.isAdminHost) return <AdminHostRoutesRoute routes={routes} />;
  if (routes === null) return null;
  if (host.isUserHost) return <UserHostRoutes routes={routes} />;
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
