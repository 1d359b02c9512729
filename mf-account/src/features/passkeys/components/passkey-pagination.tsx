import { useId } from "react";
import { PASSKEY_PAGE_SIZES } from "@parley/shared-contracts/constants";
import { useAccountTranslation } from "../../../i18n/use-account-translation.ts";
import button from "@parley/ui-kit/ui/page-button.module.css";
import styles from "./passkey-pagination.module.css";

interface PaginationProps {
  page: number;
  pages: number;
  pageSize: number;
  count: number;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** Page size (1, 5, 10, 20, 50), the range shown, and previous / next (pages start at 1). */
export function PasskeyPagination({ page, pages, pageSize, count, onPage, onPageSize }: PaginationProps) {
  const { t } = useAccountTranslation();
  const sizeId = useId();
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  return (
    <nav aria-label={t("pagination.label")} className={styles.pagination} data-testid="passkeys.pagination">
      <label htmlFor={sizeId} className={styles.size}>
        {t("pagination.pageSize")}
        <select
          id={sizeId}
          value={pageSize}
          data-testid="passkeys.page-size"
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {PASSKEY_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span data-testid="passkeys.range">{t("pagination.range", { from, to, count })}</span>
      <span className={styles.pages}>
        <span aria-live="polite" data-testid="passkeys.page">
          {t("pagination.page", { page, pages })}
        </span>
        <button
          type="button"
          className={`${button.button} ${button.secondary} ${styles.step}`}
          disabled={page <= 1}
          aria-label={t("pagination.previous")}
          data-testid="passkeys.previous"
          onClick={() => onPage(page - 1)}
        >
          <span aria-hidden="true" className={styles.arrow}>
            ‹
          </span>
        </button>
        <button
          type="button"
          className={`${button.button} ${button.secondary} ${styles.step}`}
          disabled={page >= pages}
          aria-label={t("pagination.next")}
          data-testid="passkeys.next"
          onClick={() => onPage(page + 1)}
        >
          <span aria-hidden="true" className={styles.arrow}>
            ›
          </span>
        </button>
      </span>
    </nav>
  );
}
