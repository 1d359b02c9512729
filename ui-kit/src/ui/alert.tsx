import type { ReactNode } from "react";
import styles from "./alert.module.css";

/**
 * An error message that screen readers announce as soon as it appears (role=alert). Render it
 * only when there is something to say, so the announcement happens once.
 */
export function Alert({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={styles.alert} role="alert" data-testid={testId}>
      {children}
    </div>
  );
}
