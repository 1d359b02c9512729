import { beforeAll, describe, expect, it, vi } from "vitest";
import { createIntegrityRegistry, integrityPlugin, verifyIntegrity } from "./remote-integrity.ts";

// sha384 of "console.log(1)".
const HASH = "sha384-vuz+yO71bcb30P4dMUNzy6/D2y+6d/n0KcOnt5clJtTBxEDoKAqGay0stFlC8Dpr";
const serve =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status });

describe("verifyIntegrity", () => {
  // jsdom has no SubtleCrypto; browsers (secure contexts) and Node do.
  // (Imported through a variable: the shell's tsconfig has no Node types.)
  beforeAll(async () => {
    const nodeCrypto = "node:crypto";
    const { webcrypto } = (await import(nodeCrypto)) as { webcrypto: Crypto };
    vi.stubGlobal("crypto", webcrypto);
  });

  it("compares the fetched bytes' sha384 with the manifest's", async () => {
    await expect(verifyIntegrity("/e.js", HASH, serve("console.log(1)"))).resolves.toBe(true);
    await expect(verifyIntegrity("/e.js", HASH, serve("console.log(2)"))).resolves.toBe(false);
  });

  it("cannot tell on a failed request", async () => {
    await expect(verifyIntegrity("/e.js", HASH, serve("", 503))).resolves.toBeNull();
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(verifyIntegrity("/e.js", HASH, offline)).resolves.toBeNull();
  });
});

describe("integrityPlugin", () => {
  it("gives a registered entry's script its hash and CORS mode, and leaves other scripts alone", () => {
    const registry = createIntegrityRegistry(() => "http://acme.localhost/");
    registry.expect("/remotes/mf_auth/1.0.0/remoteEntry.js", HASH);
    const plugin = integrityPlugin(registry);
    const script = plugin.createScript({ url: "http://acme.localhost/remotes/mf_auth/1.0.0/remoteEntry.js" });
    expect(script?.integrity).toBe(HASH);
    expect(script?.crossOrigin).toBe("anonymous");
    expect(plugin.createScript({ url: "http://acme.localhost/other.js" })).toBeUndefined();
  });
});
