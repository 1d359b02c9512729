// Cost per day as bars (SVG, no chart library): the figure has a text alternative, and each bar its
// own title with the day and the amount.
import type { UsageReport } from "@parley/shared-contracts/api/admin-usage";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import styles from "./usage.module.css";

const WIDTH = 640;
const HEIGHT = 160;

export function CostChart({ days, money }: { days: UsageReport["days"]; money: (value: string) => string }) {
  const { t } = useAdminTranslation();
  if (days.length === 0) return null;
  const max = Math.max(...days.map((d) => Number(d.cost)), Number.EPSILON);
  const slot = WIDTH / days.length;
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t("usage.chart")}
        data-testid="usage.chart"
      >
        {days.map((d, i) => {
          const h = Math.max(1, (Number(d.cost) / max) * (HEIGHT - 10));
          return (
            <rect
              key={d.day}
              x={i * slot + slot * 0.15}
              y={HEIGHT - h}
              width={slot * 0.7}
              height={h}
              className={styles.bar}
            >
              <title>{`${d.day}: ${money(d.cost)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption>{t("usage.chart")}</figcaption>
    </figure>
  );
}
