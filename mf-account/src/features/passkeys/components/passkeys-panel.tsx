import { useState } from "react";
import { PASSKEY_DEFAULT_PAGE_SIZE } from "@parley/shared-contracts/constants";
import { useAccountTranslation } from "../../../i18n/use-account-translation.ts";
import button from "@parley/ui-kit/ui/page-button.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { usePasskeyPage } from "../hooks/use-passkeys.ts";
import { AddPasskeyForm } from "./add-passkey-form.tsx";
import { PasskeyPagination } from "./passkey-pagination.tsx";
import { PasskeyTable } from "./passkey-table.tsx";
import type { Notice } from "../types/notice.ts";
import styles from "./passkeys-panel.module.css";

/**
 * Security: the member's passkeys (paged list per docs/product/account.md § Security and passkeys), adding,
 * renaming and deleting one.
 */
export function PasskeysPanel() {
  const { t } = useAccountTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PASSKEY_DEFAULT_PAGE_SIZE);
  const [notice, setNotice] = useState<Notice>(null);
  const list = usePasskeyPage(page, pageSize);
  const count = list.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / pageSize));

  // Deleting the last passkey of the last page leaves it empty: show the page before (state
  // adjusted while rendering, React's pattern for state derived from data).
  if (list.data && page > pages) setPage(pages);

  return (
    <section aria-labelledby="security-heading" className={styles.panel}>
      <h2 id="security-heading" className={styles.heading}>
        {t("security.heading")}
      </h2>
      <p className={styles.description}>{t("security.description")}</p>
      <AddPasskeyForm onNotice={setNotice} />
      {notice && (
        <p
          role={notice.kind === "error" ? "alert" : "status"}
          className={notice.kind === "error" ? styles.failure : styles.success}
          data-testid="passkeys.message"
        >
          {notice.text}
        </p>
      )}
      {list.isPending ? (
        <p role="status" className={styles.description}>
          <Spinner /> {t("security.loading")}
        </p>
      ) : list.isError ? (
        <div role="alert" className={styles.failure} data-testid="passkeys.error">
          <span>{t("passkeys.fetchFailed", { ns: "common" })}</span>
          <button
            type="button"
            className={`${button.button} ${button.secondary} ${styles.inlineButton}`}
            onClick={() => void list.refetch()}
          >
            {t("security.retry")}
          </button>
        </div>
      ) : count === 0 ? (
        <p className={styles.empty} data-testid="passkeys.empty">
          {t("security.empty")}
        </p>
      ) : (
        <>
          <PasskeyTable passkeys={list.data.results} onNotice={setNotice} />
          <PasskeyPagination
            page={Math.min(page, pages)}
            pages={pages}
            pageSize={pageSize}
            count={count}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      )}
    </section>
  );
}
