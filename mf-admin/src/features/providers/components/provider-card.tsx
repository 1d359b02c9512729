// One provider: whether a key is set, a new key (write-only), the base URL, save, remove, test.
import { useState, type FormEvent } from "react";
import type {
  ProviderCredential,
  ProviderKind,
  ProviderTestResult,
} from "@parley/shared-contracts/api/models";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "@parley/ui-kit/http-error.ts";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { providersQueryKey, saveProvider, testProvider } from "../api/providers-api.ts";
import styles from "./providers.module.css";

export function ProviderCard(props: {
  kind: ProviderKind;
  label: string;
  credential: ProviderCredential | undefined;
}) {
  const { kind, label, credential } = props;
  const { t } = useAdminTranslation();
  const { api } = useShell();
  const toast = useToast();
  const client = useQueryClient();
  const [key, setKey] = useState("");
  const [baseUrl, setBaseUrl] = useState(credential?.base_url ?? "");
  const [result, setResult] = useState<ProviderTestResult | null>(null);
  const failed = (error: unknown) =>
    toast("error", serverMessage(error) ?? t("error.generic", { ns: "common" }));
  const save = useMutation({
    mutationFn: (update: Parameters<typeof saveProvider>[2]) => saveProvider(api, kind, update),
    onSuccess: async () => {
      setKey("");
      await client.invalidateQueries({ queryKey: providersQueryKey });
      toast("success", t("providers.saved", { provider: label }));
    },
    onError: failed,
  });
  const test = useMutation({
    mutationFn: () => testProvider(api, kind),
    onSuccess: setResult,
    onError: failed,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...(key.trim() ? { api_key: key.trim() } : {}), base_url: baseUrl.trim() || null });
  };
  const id = `provider-${kind}`;
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby={id} data-testid={`providers.${kind}`}>
      <h2 id={id} className={styles.name}>
        {label}
      </h2>
      <p className={styles.state} data-testid="providers.state">
        {credential?.has_api_key ? t("providers.keySet") : t("providers.noKey")}
      </p>
      <label className={styles.field}>
        <span>{t("providers.newKey")}</span>
        <input
          type="password"
          value={key}
          onChange={(e) => setKey(e.target.value)}
          autoComplete="off"
          data-testid="providers.key"
        />
      </label>
      <label className={styles.field}>
        <span>{t("providers.baseUrl")}</span>
        <input
          type="url"
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.target.value)}
          data-testid="providers.base-url"
        />
      </label>
      <div className={styles.actions}>
        <button
          type="submit"
          className={`${button.button} ${button.primary}`}
          disabled={save.isPending}
          data-testid="providers.save"
        >
          {t("providers.save")}
        </button>
        {credential?.has_api_key && (
          <button
            type="button"
            className={`${button.button} ${button.danger}`}
            onClick={() => save.mutate({ api_key: null })}
            data-testid="providers.clear"
          >
            {t("providers.clearKey")}
          </button>
        )}
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          disabled={test.isPending}
          onClick={() => test.mutate()}
          data-testid="providers.test"
        >
          {test.isPending ? t("providers.testing") : t("providers.test")}
        </button>
      </div>
      {result && (
        <p role="status" className={result.ok ? styles.ok : styles.failed} data-testid="providers.result">
          {t(`providers.result.${result.code}`, {
            count: result.models ?? 0,
            status: result.status ?? "",
            detail: result.detail ?? "",
          })}
        </p>
      )}
    </form>
  );
}
