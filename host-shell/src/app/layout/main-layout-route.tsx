import { useState } from "react";
import { useLoadedComponent } from "@parley/ui-kit/hooks/use-loaded-component.ts";
import { LoadingScreen } from "../../features/loading/loading-screen.tsx";
import { RemoteErrorPanel } from "../../lib/remotes/slot-states.tsx";
import { mainLayout } from "./main-layout-loader.ts";

function LoadedMainLayout({ onRetry }: { onRetry: () => void }) {
  const { component: Layout, error } = useLoadedComponent(mainLayout);
  if (error !== null) return <RemoteErrorPanel error={error} onRetry={onRetry} />;
  return Layout === null ? <LoadingScreen /> : <Layout />;
}

/** The main layout's route element: at once where the page opened in it, else once its chunk is here. */
export function MainLayoutRoute() {
  // A new attempt mounts a new loader, which asks for the chunk again.
  const [attempt, setAttempt] = useState(0);
  return <LoadedMainLayout key={attempt} onRetry={() => setAttempt((n) => n + 1)} />;
}
