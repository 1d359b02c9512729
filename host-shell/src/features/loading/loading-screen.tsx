import { useShellTranslation } from "../../i18n/use-shell-translation.ts";
import { ParleyMark } from "../../lib/ui/parley-logo.tsx";

/** The full-page loading screen: the logo, as index.html's boot screen shows it. */
export function LoadingScreen() {
  const { t } = useShellTranslation();
  return (
    <div className="parley-boot" role="status" aria-label={t("loading.label")} data-testid="loading-screen">
      <ParleyMark size={56} />
    </div>
  );
}
