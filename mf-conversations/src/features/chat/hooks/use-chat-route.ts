import { useEffect, useState } from "react";
import { useShell } from "../../../lib/shell-context.tsx";
import { useToast } from "../../../lib/use-toast.ts";
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

  useEffect(() => {
    if (slug === undefined) return;
    let current = true;
    resolveSlug(api, slug).then(
      (id) => {
        if (current) navigate(conversationPath(id), { replace: true });
      },
      () => {
        if (!current) return;
        setFailedSlug(slug);
        toast("error", t("conversation.notFound"));
        navigate(conversationPath(0), { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [api, navigate, slug, t, toast]);

  useEffect(() => {
    if (slug === undefined) bus.emit("conversation.selected", { conversationId });
  }, [bus, conversationId, slug]);

  return { conversationId, resolving: slug !== undefined && failedSlug !== slug };
}
