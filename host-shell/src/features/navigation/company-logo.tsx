import { useState } from "react";
import { useShellTranslation } from "../../i18n/use-shell-translation.ts";

/**
 * The company's logo (account.logo). Without one, or when it fails to load, the product logo next
 * to it stands alone — the spec's "fallback product logo".
 */
export function CompanyLogo({
  logo,
  name,
  className,
  dividerClassName,
}: {
  logo: string | null;
  name: string;
  className?: string;
  dividerClassName?: string;
}) {
  const { t } = useShellTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  if (!logo || failed === logo) return null;
  return (
    <>
      <img
        className={className}
        src={logo}
        alt={t("nav.companyLogo", { account: name })}
        onError={() => setFailed(logo)}
        data-testid="nav.company-logo"
      />
      <span className={dividerClassName} aria-hidden="true" />
    </>
  );
}
