import { describe, expect, it } from "vitest";
import { aMessage, exchange } from "../../../test/fixtures.ts";
import {
  canModify,
  canRegenerate,
  canSaveAndRegenerate,
  deleteBlocked,
  type Viewer,
} from "./message-permissions.ts";

const owner: Viewer = { profileId: 1, isOwner: true };
const sender: Viewer = { profileId: 1, isOwner: false };
const other: Viewer = { profileId: 2, isOwner: false };

describe("message rules", () => {
  const messages = [...exchange(1), ...exchange(3)];

  it("lets the owner change any message, others only their own and the replies to them", () => {
    expect(messages.every((_, index) => canModify(messages, index, owner))).toBe(true);
    expect(canModify(messages, 0, sender)).toBe(true);
    expect(canModify(messages, 1, sender)).toBe(true);
    expect(canModify(messages, 0, other)).toBe(false);
    expect(canModify(messages, 1, other)).toBe(false);
    const theirs = [
      aMessage({ id: 1, sender: { id: 2, name: "Bo", image_url: null } }),
      aMessage({ id: 2, type: "assistant" }),
    ];
    expect(canModify(theirs, 1, other)).toBe(true);
    expect(canModify(theirs, 1, sender)).toBe(false);
  });

  it("never offers changes on the optimistic message", () => {
    expect(canModify([aMessage({ id: -1 })], 0, owner)).toBe(false);
  });

  it("offers Regenerate only on the final reply to the last user message, while nothing streams", () => {
    expect(canRegenerate(messages, 3, owner)).toBe(true);
    expect(canRegenerate(messages, 1, owner)).toBe(false);
    expect(canRegenerate(messages, 2, owner)).toBe(false);
    expect(canRegenerate(messages, 3, other)).toBe(false);
    const streaming = [...exchange(1), ...exchange(3, { streaming: true, status: "streaming" })];
    expect(canRegenerate(streaming, 3, owner)).toBe(false);
    const nonAiLast = [...exchange(1), aMessage({ id: 3, non_ai: true })];
    expect(canRegenerate(nonAiLast, 2, owner)).toBe(false);
  });

  it("offers Save & Regenerate on the last user message only", () => {
    expect(canSaveAndRegenerate(messages, 2, owner)).toBe(true);
    expect(canSaveAndRegenerate(messages, 0, owner)).toBe(false);
    expect(canSaveAndRegenerate(messages, 3, owner)).toBe(false);
  });

  it("blocks delete while the message or the next one streams", () => {
    const streaming = [...exchange(1), ...exchange(3, { streaming: true, status: "streaming" })];
    expect(deleteBlocked(streaming, 2)).toBe(true);
    expect(deleteBlocked(streaming, 3)).toBe(true);
    expect(deleteBlocked(streaming, 1)).toBe(false);
    expect(deleteBlocked(messages, 2)).toBe(false);
  });
});
