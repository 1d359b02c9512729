import { useId } from "react";
import { COLLABORATION_PAGE_SIZES } from "@parley/shared-contracts/api/collaboration-constants";
import button from "@parley/ui-kit/ui/button.module.css";
import { useCollaborationTranslation } from "../../../i18n/use-collaboration-translation.ts";
import styles from "./page.module.css";

export interface PagerProps {
  page: number;
  pageSize: number;
  count: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Rows per page (10–50), the range shown, previous and next. */
export function Pager({ page, pageSize, count, hasNext, onPage, onPageSize }: PagerProps) {
  const { t } = useCollaborationTranslation();
  const sizeId = useId();
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  return (
    <nav className={styles.pager} aria-label={t("pager.label")}>
      <label htmlFor={sizeId}>{t("pager.pageSize")}</label>
      <select
        id={sizeId}
        className={styles.select}
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.target.value))}
        data-testid="my-collaborations.page-size"
      >
        {COLLABORATION_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <span className={styles.range} aria-live="polite" data-testid="my-collaborations.range">
        {t("pager.range", { from, to, count })}
      </span>
      <button
        type="button"
        className={`${button.button} ${button.secondary}`}
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        data-testid="my-collaborations.previous"
      >
        {t("pager.previous")}
      </button>
      <button
        type="button"
        className={`${button.button} ${button.secondary}`}
        onClick={() => onPage(page + 1)}
        disabled={!hasNext}
        data-testid="my-collaborations.next"
      >
        {t("pager.next")}
      </button>
    </nav>
  );
}
