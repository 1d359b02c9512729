import { useEffect, useRef, useState } from "react";
import { resolveRoutineSlug } from "../../../lib/api/routines-api.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { useRoutinesTranslation } from "../../../i18n/use-routines-translation.ts";

/** A route's routine id: a positive integer names a routine; 'new', nothing or anything else is a new one (0). */
export function routineIdFromRoute(parameter: string | undefined): number {
  if (parameter === undefined || !/^\d+$/.test(parameter)) return 0;
  const id = Number(parameter);
  return Number.isSafeInteger(id) ? id : 0;
}

export interface RoutineRoute {
  /** The open routine; 0 = a new one. */
  routineId: number;
  /** A /routine/{slug} link is being resolved. */
  resolving: boolean;
}

/**
 * The routine the route names (docs/product/routines.md § Routine area): /routines/{id}, or
 * /routine/{slug} resolved to /routines/{id}, or on failure /routines/new (with a notice).
 */
export function useRoutineRoute(routeParams: Readonly<Record<string, string>> | undefined): RoutineRoute {
  const { api, navigate } = useShell();
  const toast = useToast();
  const { t } = useRoutinesTranslation();
  const slug = routeParams?.slug;
  const [failedSlug, setFailedSlug] = useState<string | null>(null);
  // The latest callbacks, read when the answer comes: a slug is resolved once, not again each time
  // the texts finish loading (a new `t`) or the shell hands new functions.
  const latest = useRef({ navigate, toast, t });
  useEffect(() => {
    latest.current = { navigate, toast, t };
  });

  useEffect(() => {
    if (slug === undefined) return;
    let current = true;
    resolveRoutineSlug(api, slug).then(
      (id) => {
        if (current) latest.current.navigate(`/routines/${id}`, { replace: true });
      },
      () => {
        if (!current) return;
        const { navigate: go, toast: notify, t: text } = latest.current;
        setFailedSlug(slug);
        notify("error", text("screen.notFound"));
        go("/routines/new", { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [api, slug]);

  return {
    routineId: slug === undefined ? routineIdFromRoute(routeParams?.id) : 0,
    resolving: slug !== undefined && failedSlug !== slug,
  };
}
