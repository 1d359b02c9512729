import { useMemo } from "react";
import { useParams } from "react-router";
import { LoadingScreen } from "../../features/loading/loading-screen.tsx";
import { ParcelSlot } from "../../lib/remotes/parcel-slot.tsx";
import { useSession } from "../../lib/session/use-session.ts";
import type { RouteDefinition } from "../routes/route-table.ts";
import styles from "./layout.module.css";

/**
 * A page without the main layout (sign-in, password, snapshot, ...). It mounts once the session is
 * known, so a signed-in visitor of /sign-in is redirected by the parcel instead of seeing the form.
 * Until its remote is mounted the page keeps the loading screen with the product logo, as from the
 * document's first paint: one screen, not the logo and then a spinner.
 */
export function FullPage({ route }: { route: RouteDefinition }) {
  const { status } = useSession();
  const params = useParams();
  const key = JSON.stringify(params);
  const extraProps = useMemo(() => ({ routeParams: JSON.parse(key) as Record<string, string> }), [key]);
  if (status === "loading") return <LoadingScreen />;
  return (
    <main id="main" className={styles.page}>
      <ParcelSlot id={route.parcel} extraProps={extraProps} testId="page.slot" loading={<LoadingScreen />} />
    </main>
  );
}
