import { describe, expect, it } from "vitest";
import { createSecretBox, SecretBoxError } from "../../src/lib/secret-box.ts";

const SECRET = "a-server-secret-of-at-least-32-characters";

describe("secret box (AES-256-GCM)", () => {
  it("seals to an opaque versioned value that opens with the same secret and context", () => {
    const box = createSecretBox(SECRET);
    const sealed = box.seal("sk-live-123", "provider:1:openai");
    expect(sealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(sealed).not.toContain("sk-live");
    expect(box.seal("sk-live-123", "provider:1:openai")).not.toBe(sealed); // fresh IV each time
    expect(box.open(sealed, "provider:1:openai")).toBe("sk-live-123");
  });

  it("refuses another context, another secret and a tampered value", () => {
    const box = createSecretBox(SECRET);
    const sealed = box.seal("sk-live-123", "provider:1:openai");
    expect(() => box.open(sealed, "provider:2:openai")).toThrow(SecretBoxError);
    expect(() => createSecretBox(`${SECRET}x`).open(sealed, "provider:1:openai")).toThrow(SecretBoxError);
    const parts = sealed.split(":");
    const tampered = [...parts.slice(0, 3), Buffer.from("sk-live-124").toString("base64url")].join(":");
    expect(() => box.open(tampered, "provider:1:openai")).toThrow(SecretBoxError);
    expect(() => box.open("plain", "provider:1:openai")).toThrow("Unknown credential format");
  });
});
