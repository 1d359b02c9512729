import { describe, expect, it } from "vitest";
import { loginResponseSchema, tokenVerificationSchema } from "./auth.ts";
import { apiErrorOf, isLoginResponse, isTokenVerification, isWorkspaceInfoResponse } from "./auth-answers.ts";
import { apiErrorSchema } from "./errors.ts";
import { workspaceInfoResponseSchema } from "./workspace.ts";

const info = { subdomain: "acme", name: "Acme", logo: null, sign_in_options: ["email_password"] };

// Each zod-free reader must accept exactly what its schema accepts.
describe("sign-in answers read without zod", () => {
  it.each<[string, unknown]>([
    ["success", { type: "success", errors: [], data: { next: "/" } }],
    ["a refusal", { type: "invalid_credentials", errors: ["Wrong password"], data: null }],
    ["an unknown type", { type: "nope", errors: [], data: null }],
    ["errors not strings", { type: "success", errors: [1], data: null }],
    ["data without next", { type: "success", errors: [], data: {} }],
    ["null", null],
  ])("login response: %s", (_, value) => {
    expect(isLoginResponse(value)).toBe(loginResponseSchema.safeParse(value).success);
  });

  it.each<[string, unknown]>([
    ["message and code", { error: { message: "No", code: "bad" } }],
    ["message only", { error: { message: "No" } }],
    ["with fields", { error: { message: "No", fields: { a: ["x"] } } }],
    ["bad fields", { error: { message: "No", fields: { a: [1] } } }],
    ["no message", { error: { code: "bad" } }],
    ["a number code", { error: { message: "No", code: 4 } }],
    ["a string", "error"],
  ])("API error: %s", (_, value) => {
    expect(apiErrorOf(value) !== null).toBe(apiErrorSchema.safeParse(value).success);
  });

  it.each<[string, unknown]>([
    ["ok", { ok: true }],
    ["not ok", { ok: false }],
    ["a string", { ok: "yes" }],
    ["empty", {}],
  ])("token verification: %s", (_, value) => {
    expect(isTokenVerification(value)).toBe(tokenVerificationSchema.safeParse(value).success);
  });

  it.each<[string, unknown]>([
    ["minimal", { data: info }],
    [
      "a logo and captcha",
      { data: { ...info, logo: "/l.png", captcha: { provider: "turnstile", site_key: "k" } } },
    ],
    ["captcha null", { data: { ...info, captcha: null } }],
    ["unconfigured google", { data: { ...info, unconfigured_sign_in_options: ["google"] } }],
    ["an unknown option", { data: { ...info, sign_in_options: ["sms"] } }],
    ["an unknown captcha", { data: { ...info, captcha: { provider: "x", site_key: "k" } } }],
    ["proof of work", { data: { ...info, proof_of_work: { forms: ["login", "reset"] } } }],
    ["proof of work null", { data: { ...info, proof_of_work: null } }],
    ["proof of work, no form", { data: { ...info, proof_of_work: { forms: [] } } }],
    ["proof of work, unknown form", { data: { ...info, proof_of_work: { forms: ["login", "chat"] } } }],
    ["proof of work without forms", { data: { ...info, proof_of_work: {} } }],
    ["no name", { data: { ...info, name: undefined } }],
    ["no data", info],
  ])("workspace info: %s", (_, value) => {
    expect(isWorkspaceInfoResponse(value)).toBe(workspaceInfoResponseSchema.safeParse(value).success);
  });
});
