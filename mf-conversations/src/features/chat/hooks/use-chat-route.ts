import { useEffect, useRef, useState } from "react";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { resolveSlug } from "../api/resolve-slug.ts";
import { conversationIdFromRoute, conversationPath } from "../utils/route-conversation.ts";

export interface ChatRoute {
  /** The open conversation; 0 = a new, unsaved one. */
  conversationId: number;
  /** A /conversation/{slug} link is being resolved. */
  resolving: boolean;
}

/**
 * The conversation the route names (docs/product/shell.md § Routes): /conversations/{id}, or a collaboration
 * link /conversation/{slug}, resolved to its id, or on failure 'Conversation does not exist or you do not
 * have access to it!' and the new-conversation screen. Tells the sidebar which one is open.
 */
export function useChatRoute(routeParams: Readonly<Record<string, string>> | undefined): ChatRoute {
  const { api, bus, navigate } = useShell();
  const toast = useToast();
  const { t } = useConversationsTranslation();
  const slug = routeParams?.slug;
  const conversationId = slug === undefined ? conversationIdFromRoute(routeParams?.conversationId) : 0;
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
    resolveSlug(api, slug).then(
      (id) => {
        if (current) latest.current.navigate(conversationPath(id), { replace: true });
      },
      () => {
        if (!current) return;
        const { navigate: go, toast: notify, t: text } = latest.current;
        setFailedSlug(slug);
        notify("error", text("conversation.notFound"));
        go(conversationPath(0), { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [api, slug]);

  useEffect(() => {
    if (slug === undefined) bus.emit("conversation.selected", { conversationId });
  }, [bus, conversationId, slug]);

  return { conversationId, resolving: slug !== undefined && failedSlug !== slug };
}
