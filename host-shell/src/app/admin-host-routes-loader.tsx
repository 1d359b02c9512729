import { useState } from "react";
import i18next from "i18next";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { loadableComponent, useLoadedComponent } from "@parley/ui-kit/hooks/use-loaded-component.ts";
import { LoadingScreen } from "../features/loading/loading-screen.tsx";
import { RemoteErrorPanel } from "../lib/remotes/slot-states.tsx";
import type { RouteDefinition } from "./routes/route-table.ts";

interface AdminHostRoutesProps {
  routes: readonly RouteDefinition[];
}

/** The routes' chunk, with the page texts of the current language (its pages render at once). */
export const adminHostRoutes = loadableComponent<AdminHostRoutesProps>(() =>
  Promise.all([
    import(/* webpackChunkName: "admin-host" */ "./admin-host-routes.tsx"),
    // Imported, not bundled here: the page texts' code stays off the sign-in page.
    import("../i18n/page-texts.ts")
      .then((texts) => texts.ensureShellPageMessages(i18next.language as LanguageCode))
      .catch(() => undefined),
  ]).then(([module]) => module.AdminHostRoutes),
);

function LoadedAdminHostRoutes({
  routes,
  onRetry,
}: {
  routes: readonly RouteDefinition[] | null;
  onRetry: () => void;
}) {
  const { component: Loaded, error } = useLoadedComponent(adminHostRoutes);
  if (error !== null) return <RemoteErrorPanel error={error} onRetry={onRetry} />;
  return Loaded === null || routes === null ? <LoadingScreen /> : <Loaded routes={routes} />;
}

/**
 * The admin host's routes once their chunk is here (asked for at the first render, beside the remote
 * manifest the table waits for); the loading screen meanwhile, the error panel with Retry on failure.
 */
export function AdminHostRoutesRoute({ routes }: { routes: readonly RouteDefinition[] | null }) {
  const [attempt, setAttempt] = useState(0);
  return <LoadedAdminHostRoutes key={attempt} routes={routes} onRetry={() => setAttempt((n) => n + 1)} />;
}
