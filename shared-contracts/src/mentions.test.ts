import { describe, expect, it } from "vitest";
import { findMentions } from "./mentions.ts";

const people = [
  { id: 1, name: "Ada" },
  { id: 2, name: "Ada Lovelace" },
  { id: 3, name: "Bob" },
  { id: 4, name: "Zoë Ã" },
];

describe("findMentions", () => {
  it("finds '@Name' of participants, case-insensitively, each once, the longest name first", () => {
    expect(findMentions("@ada lovelace and @BOB, again @Bob", people)).toEqual([2, 3]);
    expect(findMentions("hi @Ada!", people)).toEqual([1]);
    expect(findMentions("(@Zoë Ã)", people)).toEqual([4]);
  });

  it("ignores e-mail addresses, longer words and unknown names", () => {
    expect(findMentions("write to bob@Bob.test", people)).toEqual([]);
    expect(findMentions("@Adam and @Bobby", people)).toEqual([]);
    expect(findMentions("@Carol", people)).toEqual([]);
    expect(findMentions("no mention", [])).toEqual([]);
  });
});
