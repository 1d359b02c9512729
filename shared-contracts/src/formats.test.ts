import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loginRequestSchema } from "./api/auth.ts";
import { subdomainSchema } from "./api/workspace.ts";
import { isEmailAddress, isSubdomain } from "./formats.ts";

const addresses = [
  "ada@acme.test",
  "first.last+tag@mail.example.co.uk",
  "o'brien@acme.test",
  "no-at-sign.example.com",
  ".leading@acme.test",
  "double..dot@acme.test",
  "trailing.@acme.test",
  "ada@acme",
  "ada@-acme.test",
  "ada@acme.t",
  "Ada@ACME.TEST",
  `${"a".repeat(250)}@acme.test`,
];

// The browser's checks and the server's schemas must agree on every input.
describe("shared formats", () => {
  it.each(addresses)("e-mail %s: the form's check and zod's own email agree", (address) => {
    const zodOwn = z.email().safeParse(address).success && address.length <= 254;
    expect(isEmailAddress(address)).toBe(zodOwn);
    expect(loginRequestSchema.shape.login.safeParse(address).success).toBe(
      z.email().safeParse(address).success,
    );
  });

  it.each(["acme", "a1", "a-b", "a", "-acme", "acme-", "Acme", "a".repeat(63), "a".repeat(64), "ac_me"])(
    "subdomain %s: the check and the schema agree",
    (subdomain) => {
      expect(isSubdomain(subdomain)).toBe(subdomainSchema.safeParse(subdomain).success);
    },
  );
});
