import { useCallback, useId, useMemo, useState, type KeyboardEvent, type RefObject } from "react";
import type { Participant } from "@parley/shared-contracts/api/conversations";
import { findMentions } from "@parley/shared-contracts/mentions";
import { insertMention, matchingParticipants, mentionQueryAt } from "../utils/mention-query.ts";

export interface MentionPicker {
  listId: string;
  open: boolean;
  options: Participant[];
  activeIndex: number;
  optionId: (index: number) => string;
  /** The caret moved or the text changed: look again for an '@…' being typed. */
  track: (caret: number) => void;
  /** Arrow keys move, Tab or Enter pick, Escape closes; true when the key was the picker's. */
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  pick: (participant: Participant) => void;
  /** Participants the text mentions (picked or typed as '@Name'). */
  mentionedIds: (text: string) => number[];
}

/**
 * The chat box's '@' list (docs/product/conversations.md § Mentions): '@' followed by text filters the
 * conversation's participants; Tab or Enter picks one and writes '@Name '.
 */
export function useMentionPicker(options: {
  participants: readonly Participant[];
  selfId: number | undefined;
  text: string;
  setText: (text: string) => void;
  input: RefObject<HTMLTextAreaElement | null>;
}): MentionPicker {
  const { participants, selfId, text, setText, input } = options;
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);

  const mention = caret === null ? null : mentionQueryAt(text, caret);
  const candidates = mention ? matchingParticipants(participants, mention.query, selfId) : [];
  const open = mention !== null && candidates.length > 0 && dismissedAt !== mention.start;
  const active = Math.min(activeIndex, Math.max(0, candidates.length - 1));

  const track = useCallback((next: number) => {
    setCaret((previous) => {
      if (previous !== next) setActiveIndex(0);
      return next;
    });
  }, []);

  const pick = useCallback(
    (participant: Participant) => {
      if (!mention || caret === null) return;
      const next = insertMention(text, mention, caret, participant.name);
      setText(next.text);
      setCaret(next.caret);
      requestAnimationFrame(() => {
        const field = input.current;
        if (!field) return;
        field.focus();
        field.setSelectionRange(next.caret, next.caret);
      });
    },
    [caret, input, mention, setText, text],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || !mention) return false;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((active + step + candidates.length) % candidates.length);
      return true;
    }
    if ((event.key === "Enter" && !event.shiftKey) || (event.key === "Tab" && !event.shiftKey)) {
      const chosen = candidates[active];
      if (!chosen) return false;
      event.preventDefault();
      pick(chosen);
      return true;
    }
    if (event.key === "Escape") {
      event.preventDefault();
      setDismissedAt(mention.start);
      return true;
    }
    return false;
  };

  const others = useMemo(() => participants.filter((p) => p.id !== selfId), [participants, selfId]);
  const mentionedIds = useCallback((value: string) => findMentions(value, others), [others]);

  return {
    listId,
    open,
    options: candidates,
    activeIndex: active,
    optionId: (index) => `${listId}-option-${index}`,
    track,
    onKeyDown,
    pick,
    mentionedIds,
  };
}
