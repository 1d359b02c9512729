// The admin host's routes (docs/admin-site.md), in a chunk of their own: a workspace's pages never load
// them (the sign-in page's JS budget, e2e budget.spec.ts), the admin host fetches them beside its
// remote manifest.
import { Navigate, Route, Routes, useNavigate } from "react-router";
import { AdminHostPage } from "../features/admin-host/admin-host-page.tsx";
import { NotFoundPage } from "../features/not-found/not-found-page.tsx";
import { useShellServices } from "../lib/shell/shell-services.ts";
import { FullPage } from "./layout/full-page.tsx";
import { RequireManager } from "./layout/require-manager.tsx";
import { RequireSession } from "./layout/require-session.tsx";
import { ADMIN_CONSOLE_HOME } from "./routes/admin-host-routes.ts";
import type { RouteDefinition } from "./routes/route-table.ts";

function NotFound() {
  const navigate = useNavigate();
  return <NotFoundPage onHome={() => void navigate("/")} />;
}

export function AdminHostRoutes({ routes }: { routes: readonly RouteDefinition[] }) {
  const { host } = useShellServices();
  return (
    <Routes>
      {routes
        .filter((route) => route.kind === "page")
        .map((route) => (
          <Route key={route.path} path={route.path} element={<FullPage route={route} />} />
        ))}
      {/* The console: signed in, and an owner or admin of the chosen workspace. */}
      <Route element={<RequireSession />}>
        <Route element={<RequireManager />}>
          {routes
            .filter((route) => route.kind === "guarded-page")
            .map((route) => (
              <Route key={route.path} path={route.path} element={<FullPage route={route} />} />
            ))}
        </Route>
      </Route>
      {host.tenant !== null && <Route path="/" element={<Navigate to={ADMIN_CONSOLE_HOME} replace />} />}
      {/* Without a chosen workspace every other path is the host's own page; with one, a page not found. */}
      <Route path="*" element={host.tenant === null ? <AdminHostPage /> : <NotFound />} />
    </Routes>
  );
}
