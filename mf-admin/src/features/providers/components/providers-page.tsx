// The admin site's provider keys page (docs/admin-site.md § Provider keys).
import type { ProviderKind } from "@parley/shared-contracts/api/models";
import { useQuery } from "@tanstack/react-query";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { AdminFrame } from "../../../lib/ui/admin-frame.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { getProviders, providersQueryKey } from "../api/providers-api.ts";
import { ProviderCard } from "./provider-card.tsx";
import styles from "./providers.module.css";

export function ProvidersPage() {
  const { t } = useAdminTranslation();
  const { api } = useShell();
  const providers = useQuery({ queryKey: providersQueryKey, queryFn: () => getProviders(api) });
  const kinds: { kind: ProviderKind; label: string }[] = [
    { kind: "openai", label: t("models.sourceOpenai") },
    { kind: "anthropic", label: t("models.sourceAnthropic") },
    { kind: "openai_compatible", label: t("models.sourceOpenaiCompatible") },
  ];
  return (
    <AdminFrame title={t("providers.title")}>
      <p>{t("providers.intro")}</p>
      {providers.data === undefined ? (
        <PageState error={providers.error} onRetry={() => void providers.refetch()} />
      ) : (
        <div className={styles.cards}>
          {kinds.map(({ kind, label }) => (
            // One card per kind for the page's life: a save reloads the list, and the other cards keep
            // what is typed in them (a saved card empties its own key field).
            <ProviderCard
              key={kind}
              kind={kind}
              label={label}
              credential={providers.data.find((c) => c.kind === kind)}
            />
          ))}
        </div>
      )}
    </AdminFrame>
  );
}
