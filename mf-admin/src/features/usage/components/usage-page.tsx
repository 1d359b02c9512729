// The admin site's usage page (docs/admin-site.md § Usage): cost per member and model over a period.
import { useState, type FormEvent } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { HttpError, serverMessage } from "@parley/ui-kit/http-error.ts";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { AdminFrame } from "../../../lib/ui/admin-frame.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { getUsage } from "../api/usage-api.ts";
import { CostChart } from "./cost-chart.tsx";
import styles from "./usage.module.css";

export function UsagePage() {
  const { t, i18n } = useAdminTranslation();
  const { api } = useShell();
  const [draft, setDraft] = useState({ from: "", to: "" });
  const [period, setPeriod] = useState(draft);
  const usage = useQuery({
    queryKey: ["admin", "usage", period],
    queryFn: () => getUsage(api, period),
    placeholderData: keepPreviousData,
  });
  const currency = new Intl.NumberFormat(i18n.language, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 4,
  });
  const money = (value: string) => currency.format(Number(value));
  // Both days given, the first after the second: said here, not asked of the server.
  const [misordered, setMisordered] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = draft.from !== "" && draft.to !== "" && draft.from > draft.to;
    setMisordered(wrong);
    if (!wrong) setPeriod(draft);
  };
  // A period the server refuses (400: longer than it reports, say) is said with its reason; asking
  // again would get the same answer, so no retry is offered.
  const refused =
    usage.error instanceof HttpError && usage.error.status === 400
      ? (serverMessage(usage.error) ?? t("usage.periodOrder"))
      : null;
  return (
    <AdminFrame title={t("usage.title")}>
      <form className={styles.toolbar} onSubmit={submit}>
        <label className={styles.field}>
          <span>{t("usage.from")}</span>
          <input
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            data-testid="usage.from"
          />
        </label>
        <label className={styles.field}>
          <span>{t("usage.to")}</span>
          <input
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            data-testid="usage.to"
          />
        </label>
        <button type="submit" className={`${button.button} ${button.secondary}`} data-testid="usage.show">
          {t("usage.show")}
        </button>
      </form>
      {misordered || refused !== null ? (
        <p role="alert" data-testid="usage.period-error">
          {misordered ? t("usage.periodOrder") : refused}
        </p>
      ) : null}
      {refused !== null ? null : usage.data === undefined ? (
        <PageState error={usage.error} onRetry={() => void usage.refetch()} />
      ) : (
        <>
          <p data-testid="usage.total">
            {t("usage.total", {
              from: usage.data.from,
              to: usage.data.to,
              cost: money(usage.data.total_cost),
            })}
          </p>
          <CostChart days={usage.data.days} money={money} />
          {usage.data.rows.length === 0 ? (
            <p>{t("usage.empty")}</p>
          ) : (
            <table className={styles.table} data-testid="usage.table">
              <thead>
                <tr>
                  <th scope="col">{t("usage.member")}</th>
                  <th scope="col">{t("usage.model")}</th>
                  <th scope="col">{t("usage.replies")}</th>
                  <th scope="col">{t("usage.tokens")}</th>
                  <th scope="col">{t("usage.cost")}</th>
                </tr>
              </thead>
              <tbody>
                {usage.data.rows.map((row) => (
                  <tr key={`${row.member}|${row.model}`}>
                    <td>{row.member}</td>
                    <td>{row.model}</td>
                    <td>{row.replies}</td>
                    <td>{`${row.input_tokens} / ${row.output_tokens}`}</td>
                    <td>{money(row.cost)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </AdminFrame>
  );
}
