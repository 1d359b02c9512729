import { describe, expect, it } from "vitest";
import { aModel } from "../../../test/fixtures.ts";
import { signedInProfile } from "../../../test/fake-shell.ts";
import {
  LAST_USED_MODEL_STORAGE_KEY,
  memberLastUsedModel,
  pickModel,
  rememberLastUsedModel,
} from "./pick-model.ts";

describe("pickModel", () => {
  const first = aModel({ id: 1, name: "alpha" });
  const byDefault = aModel({ id: 2, name: "default-chat" });
  const member = aModel({ id: 3, name: "member-choice" });
  const conversation = aModel({ id: 4, name: "conversation-choice" });
  const disabled = aModel({ id: 5, name: "default", disabled: true });
  const models = [disabled, first, byDefault, member, conversation];

  it("prefers the conversation's last used model", () => {
    expect(pickModel(models, { conversation: 4, member: 3 })?.id).toBe(4);
  });

  it("then the member's last used model", () => {
    expect(pickModel(models, { conversation: null, member: 3 })?.id).toBe(3);
    expect(pickModel(models, { conversation: 999, member: 3 })?.id).toBe(3);
  });

  it("then a default-named model, then the first enabled one", () => {
    expect(pickModel(models, { conversation: null, member: null })?.id).toBe(2);
    expect(pickModel([disabled, first, member], { conversation: null, member: null })?.id).toBe(1);
  });

  it("never picks a disabled model, even when it was last used", () => {
    expect(pickModel(models, { conversation: 5, member: 5 })?.id).toBe(2);
  });

  it("gives nothing when no model is enabled", () => {
    expect(pickModel([disabled], { conversation: 5, member: null })).toBeNull();
    expect(pickModel([], { conversation: null, member: null })).toBeNull();
  });

  it("does not take a name that merely contains 'default' inside a word", () => {
    expect(
      pickModel([first, aModel({ id: 6, name: "defaulted" })], { conversation: null, member: null })?.id,
    ).toBe(1);
  });
});

describe("the member's last used model", () => {
  it("comes from the profile when the server sends it", () => {
    localStorage.setItem(LAST_USED_MODEL_STORAGE_KEY, "8");
    expect(memberLastUsedModel({ ...signedInProfile, last_used_model: 12 }, localStorage)).toBe(12);
  });

  it("else from this browser", () => {
    rememberLastUsedModel(localStorage, 8);
    expect(memberLastUsedModel(signedInProfile, localStorage)).toBe(8);
    localStorage.setItem(LAST_USED_MODEL_STORAGE_KEY, "nonsense");
    expect(memberLastUsedModel(signedInProfile, localStorage)).toBeNull();
    expect(memberLastUsedModel(null, null)).toBeNull();
  });
});
