import { afterEach, describe, expect, it } from "vitest";
import { INLINE_MANIFEST_ID } from "../browser/inline-data.ts";
import { inlineJson } from "../../test/shell-test-kit.tsx";
import { takeInlineManifest } from "./remote-manifest.ts";

const inline = (text: string) => inlineJson(INLINE_MANIFEST_ID, text);

afterEach(() => document.getElementById(INLINE_MANIFEST_ID)?.remove());

const entry = {
  version: "1.2.0",
  entry: "/remotes/mf_auth/1.2.0/mf-manifest.json",
  remoteEntry: "/remotes/mf_auth/1.2.0/remoteEntry.js",
  integrity: "sha384-abc",
  contractVersion: 1,
  pinned: true,
  channel: "tenant",
};

describe("takeInlineManifest", () => {
  it("reads the document's manifest once, then leaves later reads to the server", () => {
    inline(JSON.stringify({ remotes: { mf_auth: entry, broken: { version: 3 } } }));
    const manifest = takeInlineManifest();
    expect([...(manifest?.keys() ?? [])]).toEqual(["mf_auth"]);
    expect(manifest?.get("mf_auth")).toMatchObject({
      version: "1.2.0",
      integrity: "sha384-abc",
      pinned: true,
    });
    expect(document.getElementById(INLINE_MANIFEST_ID)).toBeNull();
    expect(takeInlineManifest()).toBeNull();
  });

  it("gives null for a document without one or with one that does not parse", () => {
    expect(takeInlineManifest()).toBeNull();
    inline("{not json");
    expect(takeInlineManifest()).toBeNull();
  });

  it("keeps a development entry's dev server, and drops a malformed one", () => {
    const dev = {
      ...entry,
      version: "0.0.0-dev",
      integrity: undefined,
      channel: "development",
      development: { origin: "http://localhost:3001", by: "browser" },
    };
    inline(JSON.stringify({ remotes: { mf_auth: dev, mf_tools: { ...dev, development: { by: "me" } } } }));
    const manifest = takeInlineManifest();
    expect(manifest?.get("mf_auth")?.development).toEqual({ origin: "http://localhost:3001", by: "browser" });
    expect(manifest?.get("mf_auth")?.integrity).toBeUndefined();
    expect(manifest?.get("mf_tools")?.development).toBeUndefined();
  });
});
