import { useCallback, useMemo, useState } from "react";
import type { Conversation } from "@parley/shared-contracts/api/conversations";
import type { Model } from "@parley/shared-contracts/api/models";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useModels } from "../api/get-models.ts";
import { updateLastUsedModel } from "../api/update-last-used-model.ts";
import { memberLastUsedModel, pickModel, rememberLastUsedModel } from "../utils/pick-model.ts";

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The model of the chat box: the member's pick on this screen, else the spec's preference order
 * (pickModel). A pick made in a new conversation carries over to the conversation its first send
 * creates; opening another conversation starts from that conversation's last used model.
 */
export function useModelChoice(conversationId: number, conversation: Conversation | undefined) {
  const { api, session } = useShell();
  const models = useModels();
  const [pick, setPick] = useState<{ conversationId: number; modelId: number } | null>(null);
  const [trackedId, setTrackedId] = useState(conversationId);
  if (trackedId !== conversationId) {
    setTrackedId(conversationId);
    setPick(pick && trackedId === 0 && pick.conversationId === 0 ? { ...pick, conversationId } : null);
  }

  const list = models.data?.results;
  const selected = useMemo((): Model | null => {
    if (!list) return null;
    const picked = pick ? list.find((model) => model.id === pick.modelId && !model.disabled) : undefined;
    return (
      picked ??
      pickModel(list, {
        conversation: conversation?.last_used_model_id ?? null,
        member: memberLastUsedModel(session.profile, browserStorage()),
      })
    );
  }, [list, pick, conversation?.last_used_model_id, session.profile]);

  const choose = useCallback(
    (model: Model) => {
      setPick({ conversationId, modelId: model.id });
      rememberLastUsedModel(browserStorage(), model.id);
      updateLastUsedModel(api, model.id).catch((error: unknown) => {
        // The choice still holds here and in this browser; the server learns it on the next send.
        console.warn("mf_conversations: could not save the last used model", error);
      });
    },
    [api, conversationId],
  );

  return {
    models: list ?? [],
    loading: models.isPending,
    failed: models.isError,
    selected,
    choose,
  };
}
