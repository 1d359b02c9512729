import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useAuthTranslation } from "../../i18n/use-auth-translation.ts";
import styles from "./captcha-status.module.css";

/**
 * While the page solves the proof of work of a form just sent, says so (a live region): the button
 * already waits, and on a slow machine the check takes a moment.
 */
export function CaptchaStatus({ solving }: { solving: boolean }) {
  const { t } = useAuthTranslation();
  return (
    <p className={styles.status} role="status" data-testid="captcha.checking">
      {solving && (
        <>
          <Spinner />
          {t("captcha.checking")}
        </>
      )}
    </p>
  );
}
