import { describe, expect, it } from "vitest";
import { catalogue } from "./messages.ts";
import { loginErrorKey, signInErrorKey, SIGN_IN_ERROR_CODES } from "./sign-in-errors.ts";

describe("sign-in error keys", () => {
  it("name a catalogue text for every login refusal type the catalogue has, and none else", () => {
    const types = Object.keys(catalogue)
      .filter((key) => key.startsWith("signIn.error."))
      .map((key) => key.slice("signIn.error.".length));
    for (const type of types) expect(loginErrorKey(type)).toBe(`signIn.error.${type}`);
    expect(loginErrorKey("no_such_type")).toBeNull();
    expect(loginErrorKey(null)).toBeNull();
  });

  it("read the error query's codes, anything else being 'Something went wrong.'", () => {
    for (const code of SIGN_IN_ERROR_CODES) expect(signInErrorKey(code) in catalogue).toBe(true);
    expect(signInErrorKey("invalid_credentials")).toBe("error.other");
    expect(signInErrorKey(null)).toBe("error.other");
  });
});
