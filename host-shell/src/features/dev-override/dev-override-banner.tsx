import { useEffect, useState } from "react";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { useShellPageTranslation } from "../../i18n/page-texts.ts";
import type { Manifest } from "../../lib/remotes/remote-manifest.ts";
import { clearDevOverride, remoteLabel } from "./dev-override-api.ts";
import styles from "./dev-override.module.css";

/** This browser's overrides in the manifest: remote and dev server origin. */
export function browserOverrides(manifest: Manifest): { remote: string; origin: string }[] {
  return [...manifest]
    .filter(([, entry]) => entry.development?.by === "browser")
    .map(([remote, entry]) => ({ remote, origin: entry.development?.origin ?? "" }));
}

/**
 * "mf-tools from http://localhost:3005 — development" while this browser loads a remote from a dev
 * server, with Clear, which ends the override and reloads the page with the workspace's version.
 */
export function DevOverrideBanner({
  manifest,
  api,
  reload = () => window.location.reload(),
}: {
  manifest: () => Promise<Manifest>;
  api: ApiFetch;
  reload?: () => void;
}) {
  const [overrides, setOverrides] = useState<{ remote: string; origin: string }[]>([]);
  useEffect(() => {
    let current = true;
    manifest().then(
      (loaded) => current && setOverrides(browserOverrides(loaded)),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [manifest]);
  // Its texts load on demand: only a page with an override asks for them.
  return overrides.length === 0 ? null : <Banner overrides={overrides} api={api} reload={reload} />;
}

function Banner({
  overrides,
  api,
  reload,
}: {
  overrides: { remote: string; origin: string }[];
  api: ApiFetch;
  reload: () => void;
}) {
  const [clearing, setClearing] = useState(false);
  const { t, ready } = useShellPageTranslation();
  if (!ready) return null;
  const clear = async () => {
    setClearing(true);
    try {
      await clearDevOverride(api);
      reload();
    } catch {
      setClearing(false);
    }
  };
  return (
    <div className={styles.banner} role="status" data-testid="dev-override.banner">
      {overrides.map(({ remote, origin }) => (
        // The page's direction, not the text's first letter: in Arabic the remote's Latin name comes first
        // and must sit at the right, with the origin isolated after "من".
        <span key={remote} className={styles.bannerText}>
          {t("devOverride.banner", { remote: remoteLabel(remote), origin: `\u2068${origin}\u2069` })}
        </span>
      ))}
      <button
        type="button"
        className={styles.clear}
        onClick={() => void clear()}
        disabled={clearing}
        data-testid="dev-override.clear"
      >
        {t("devOverride.clear")}
      </button>
    </div>
  );
}
