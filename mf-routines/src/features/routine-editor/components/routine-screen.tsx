import { useQuery } from "@tanstack/react-query";
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import { ROUTINE_LIMITS } from "@parley/shared-contracts/api/routine-limits";
import { HttpError } from "@parley/ui-kit/http-error.ts";
import button from "@parley/ui-kit/ui/button.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { routineQueryOptions } from "../../../lib/api/routines-api.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { SidebarIcon } from "../../../lib/ui/icons.tsx";
import { useRoutinesTranslation } from "../../../i18n/use-routines-translation.ts";
import { useRoutineRoute } from "../hooks/use-routine-route.ts";
import { useRoutineTitle } from "../hooks/use-routine-title.ts";
import { RoutineChat } from "./routine-chat.tsx";
import { RoutineEditor } from "./routine-editor.tsx";
import styles from "./routine-screen.module.css";

export interface RoutineScreenProps {
  routeParams?: Readonly<Record<string, string>>;
  /** The clock (tests). */
  now?: () => Date;
}

/**
 * The routine screen (docs/product/routines.md): breadcrumb, the routine editor, and the routine's
 * conversation below it (the conversations remote's chat). Routes /routines, /routines/{id} and
 * /routine/{slug}.
 */
export function RoutineScreen({ routeParams, now }: RoutineScreenProps) {
  const { api, bus, navigate } = useShell();
  const { t } = useRoutinesTranslation();
  const { routineId, resolving } = useRoutineRoute(routeParams);
  const query = useQuery({
    ...routineQueryOptions(api, routineId),
    // The status and next run change as runs happen.
    refetchInterval: ROUTINE_LIMITS.listPollMs,
  });
  const routine = routineId > 0 ? query.data : undefined;
  const missing = query.error instanceof HttpError && [403, 404].includes(query.error.status);
  const name =
    routineId === 0
      ? t("routine.new")
      : (routine?.name ??
        (query.isError ? t(missing ? "screen.notFoundTitle" : "screen.loadFailedTitle") : "…"));
  useRoutineTitle(name);

  let body;
  if (resolving) {
    body = (
      <div className={styles.state} role="status">
        <Spinner />
        <p>{t("screen.opening")}</p>
      </div>
    );
  } else if (routineId > 0 && query.isError && !routine) {
    body = (
      <div className={styles.state} role="alert" data-testid="routine.load-error">
        <p>{missing ? t("screen.notFound") : t("screen.loadFailed")}</p>
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          onClick={() => (missing ? navigate("/routines/new") : void query.refetch())}
        >
          {missing ? t("sidebar.new") : t("action.retry")}
        </button>
      </div>
    );
  } else if (routineId > 0 && !routine) {
    body = (
      <div className={styles.state} role="status">
        <Spinner />
        <p>{t("screen.loading")}</p>
      </div>
    );
  } else {
    body = (
      <>
        <RoutineEditor key={routineId} routine={routine ?? null} now={now} />
        {routine ? (
          <RoutineChat conversationId={routine.id} />
        ) : (
          <p className={styles.state} data-testid="routine.no-conversation">
            {t("screen.noConversation")}
          </p>
        )}
      </>
    );
  }

  return (
    <section className={styles.screen} aria-label={name} data-testid="routine.screen">
      <header className={styles.header}>
        <button
          type="button"
          className={button.icon}
          onClick={() => bus.emit("sidebar.toggled", {})}
          aria-label={t("screen.toggleSidebar")}
          title={t("screen.toggleSidebar")}
          data-testid="routine.sidebar-toggle"
        >
          <SidebarIcon />
        </button>
        <nav className={styles.breadcrumb} aria-label={t("breadcrumb.label")}>
          <ol className={styles.crumbs}>
            <li>{PRODUCT_NAME}</li>
            <li>{t("breadcrumb.routines")}</li>
            <li className={styles.current} aria-current="page" data-testid="routine.breadcrumb-current">
              <bdi>{name}</bdi>
            </li>
          </ol>
        </nav>
      </header>
      <div className={styles.body}>{body}</div>
    </section>
  );
}
