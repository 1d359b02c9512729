import { describe, expect, it } from "vitest";
import { insertMention, matchingParticipants, mentionQueryAt } from "./mention-query.ts";

const people = [
  { id: 1, name: "Ada Owner", email: "owner@acme.test", image_url: null },
  { id: 2, name: "Bob Builder", email: "bob@acme.test", image_url: null },
  { id: 3, name: "Carla Bobbins", email: "carla@acme.test", image_url: null },
];

describe("mentionQueryAt", () => {
  it("finds the '@…' being typed at the caret, names with spaces included", () => {
    expect(mentionQueryAt("hi @bo", 6)).toEqual({ start: 3, query: "bo" });
    expect(mentionQueryAt("@", 1)).toEqual({ start: 0, query: "" });
    expect(mentionQueryAt("ask @Bob Bu", 11)).toEqual({ start: 4, query: "Bob Bu" });
  });

  it("is not a mention inside an e-mail address, across lines, or before the caret's word", () => {
    expect(mentionQueryAt("mail bob@acme", 13)).toBeNull();
    expect(mentionQueryAt("@bob\nthanks", 11)).toBeNull();
    expect(mentionQueryAt("no at sign", 10)).toBeNull();
    expect(mentionQueryAt(`@${"x".repeat(41)}`, 42)).toBeNull();
  });
});

describe("matchingParticipants", () => {
  it("matches the start of any word of the name or the e-mail, case-insensitively, never me", () => {
    expect(matchingParticipants(people, "bo", 1).map((p) => p.id)).toEqual([2, 3]);
    expect(matchingParticipants(people, "CARLA@", 1).map((p) => p.id)).toEqual([3]);
    expect(matchingParticipants(people, "", 1).map((p) => p.id)).toEqual([2, 3]);
    expect(matchingParticipants(people, "ada", 1)).toEqual([]);
    expect(matchingParticipants(people, "uild", 1)).toEqual([]);
    // A whole name and a space: that mention is done.
    expect(matchingParticipants(people, "Bob Builder ", 1)).toEqual([]);
    expect(matchingParticipants(people, "Bob ", 1).map((p) => p.id)).toEqual([2, 3]);
  });
});

describe("insertMention", () => {
  it("replaces the '@query' by '@Name ' and puts the caret after it", () => {
    expect(insertMention("hi @bo thanks", { start: 3, query: "bo" }, 6, "Bob Builder")).toEqual({
      text: "hi @Bob Builder thanks",
      caret: 16,
    });
  });
});
