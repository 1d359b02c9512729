import button from "@parley/ui-kit/ui/button.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useToolsTranslation } from "../../i18n/use-tools-translation.ts";

/** A paged list's first load. */
export function ListLoading({ className }: { className?: string | undefined }) {
  const { t } = useToolsTranslation();
  return (
    <p className={className} role="status">
      <Spinner /> {t("list.loading")}
    </p>
  );
}

/** A paged list that could not load: the spec's 'Load failed' and Retry. */
export function ListLoadError({
  className,
  onRetry,
  testId,
}: {
  className?: string | undefined;
  onRetry: () => void;
  testId: string;
}) {
  const { t } = useToolsTranslation();
  return (
    <div className={className} role="alert" data-testid={testId}>
      <p>{t("list.failed")}</p>
      <button type="button" className={`${button.button} ${button.secondary}`} onClick={onRetry}>
        {t("action.retry")}
      </button>
    </div>
  );
}

/** Load more: follows the list's next page. */
export function LoadMore({
  loading,
  onLoad,
  testId,
}: {
  loading: boolean;
  onLoad: () => void;
  testId: string;
}) {
  const { t } = useToolsTranslation();
  return (
    <button
      type="button"
      className={`${button.button} ${button.secondary}`}
      onClick={onLoad}
      disabled={loading}
      data-testid={testId}
    >
      {loading ? <Spinner /> : t("list.more")}
    </button>
  );
}
