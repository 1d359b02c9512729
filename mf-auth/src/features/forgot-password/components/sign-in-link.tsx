import type { MouseEvent } from "react";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import styles from "./password-pages.module.css";

/** 'Return to sign-in': a real link (open in a new tab works) that navigates inside the shell. */
export function SignInLink({ testId }: { testId: string }) {
  const { t } = useAuthTranslation();
  const { navigate } = useShell();
  return (
    <a
      className={styles.link}
      href="/sign-in"
      data-testid={testId}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate("/sign-in");
      }}
    >
      {t("forgot.returnToSignIn")}
    </a>
  );
}
