// What a page shows while its data loads or when it failed: a 403 is the spec's refusal
// ('You do not have managing permission!'), anything else a retry.
import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { HttpError } from "@parley/ui-kit/http-error.ts";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../i18n/use-admin-translation.ts";

export function PageState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useAdminTranslation();
  if (error === null)
    return (
      <p role="status">
        <Spinner /> {t("page.loading")}
      </p>
    );
  if (error instanceof HttpError && error.status === 403)
    return <Alert testId="admin.forbidden">{t("manage.refused", { ns: "common" })}</Alert>;
  return (
    <Alert testId="admin.load-failed">
      {t("page.loadFailed")}{" "}
      <button type="button" className={`${button.button} ${button.secondary}`} onClick={onRetry}>
        {t("page.retry")}
      </button>
    </Alert>
  );
}
