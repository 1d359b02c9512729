// The remote store on S3 (s3rver on loopback): published files under `<prefix>remotes/`, key checks,
// and a second instance reading what the first published.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config.ts";
import { createRemoteStore } from "../../../src/modules/remotes/remote-store.ts";
import { S3_BUCKET, startFakeS3, type FakeS3 } from "@parley/test-fakes/s3";

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.stop());

const storeOn = () =>
  createRemoteStore(loadConfig({ PARLEY_DATA_DIR: "/nowhere", ...s3.env({ PARLEY_S3_PREFIX: "parley/" }) }));
const KEY = "mf_auth/1.1.0/0b7c3a52-6f5e-4d4c-9d2e-2b1f0a9c8e71/assets/chunk.js";

describe("remote store on S3", () => {
  it("keeps published files in the bucket under the remotes prefix, readable by every instance", async () => {
    const data = new TextEncoder().encode("console.log('chunk');");
    await storeOn().put(KEY, data);
    expect(await storeOn().get(KEY)).toEqual(data);
    const objects = await readdir(path.join(s3.directory, S3_BUCKET, "parley", "remotes", "mf_auth"), {
      recursive: true,
    });
    expect(
      objects.some((o) => o.startsWith(path.join("1.1.0", "0b7c3a52-6f5e-4d4c-9d2e-2b1f0a9c8e71", "assets"))),
    ).toBe(true);
  });

  it("refuses keys that are not a remote's files", async () => {
    const store = storeOn();
    for (const key of [
      "7/0b7c3a52-6f5e-4d4c-9d2e-2b1f0a9c8e71",
      "mf_auth/1.1.0/x/../../secret",
      "mf_auth/latest/x.js",
    ])
      await expect(store.put(key, new Uint8Array(1))).rejects.toThrow("not a remote store key");
  });
});
