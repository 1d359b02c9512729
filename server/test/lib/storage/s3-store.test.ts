// The S3 file store against a fake S3 service on loopback (s3rver: real S3 wire protocol; it checks
// the access key of each signed request, not the V4 signature itself).
import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config.ts";
import { createS3Store, S3StoreError } from "../../../src/lib/storage/s3-store.ts";
import { S3_BUCKET, startFakeS3, type FakeS3 } from "@parley/test-fakes/s3";

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.stop());

const storeWith = (env: Record<string, string> = {}) => {
  const config = loadConfig(s3.env(env)).s3;
  if (!config) throw new Error("no S3 configuration");
  return createS3Store(config);
};
const key = () => `7/${randomUUID()}`;

describe("S3 file store", () => {
  it("puts, gets and deletes bytes exactly", async () => {
    const store = storeWith();
    const k = key();
    const data = new Uint8Array(300_000).map((_, i) => (i * 31) % 256);
    await store.put(k, data);
    expect(await store.get(k)).toEqual(data);
    await store.delete(k);
    expect(await store.get(k)).toBeUndefined();
    // Deleting what is gone is not an error (as on the filesystem).
    await expect(store.delete(k)).resolves.toBeUndefined();
  });

  it("answers undefined for a key that holds nothing", async () => {
    expect(await storeWith().get(key())).toBeUndefined();
  });

  it("puts objects under the configured prefix", async () => {
    const k = key();
    await storeWith({ PARLEY_S3_PREFIX: "uploads/" }).put(k, new Uint8Array([1, 2, 3]));
    const [account, id] = k.split("/") as [string, string];
    const stored = await readdir(path.join(s3.directory, S3_BUCKET, "uploads", account));
    expect(stored.some((name) => name.startsWith(id))).toBe(true);
    expect(await storeWith().get(k)).toBeUndefined();
  });

  it("reports refused credentials with the service's error code, without the secret", async () => {
    const store = storeWith({
      PARLEY_S3_ACCESS_KEY_ID: "NOT-A-KEY",
      PARLEY_S3_SECRET_ACCESS_KEY: "hush-hush",
    });
    const error = await store.put(key(), new Uint8Array([1])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3StoreError);
    expect(String(error)).toMatch(/403 InvalidAccessKeyId/);
    expect(String(error)).not.toContain("hush-hush");
  });

  it("reports a missing bucket", async () => {
    const error = await storeWith({ PARLEY_S3_BUCKET: "no-such-bucket" })
      .put(key(), new Uint8Array([1]))
      .catch((e: unknown) => e);
    expect(String(error)).toMatch(/404 NoSuchBucket/);
  });

  it("refuses keys the server does not make", async () => {
    await expect(storeWith().get("../etc/passwd")).rejects.toThrow(/not a storage key/);
  });
});

describe("S3 configuration", () => {
  it("needs the key pair with a bucket, and checks the endpoint", () => {
    expect(() => loadConfig({ PARLEY_S3_BUCKET: S3_BUCKET })).toThrow(
      /PARLEY_S3_ACCESS_KEY_ID: is required when PARLEY_S3_BUCKET is set[\s\S]*PARLEY_S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig(s3.env({ PARLEY_S3_ENDPOINT: "ftp://x" }))).toThrow(/PARLEY_S3_ENDPOINT/);
    expect(() => loadConfig(s3.env({ PARLEY_S3_BUCKET: "Bad_Bucket" }))).toThrow(/PARLEY_S3_BUCKET/);
  });

  it("defaults to AWS's regional endpoint, and to the filesystem without a bucket", () => {
    const aws = loadConfig({
      PARLEY_S3_BUCKET: "b-1",
      PARLEY_S3_REGION: "eu-west-1",
      PARLEY_S3_ACCESS_KEY_ID: "a",
      PARLEY_S3_SECRET_ACCESS_KEY: "s",
    }).s3;
    expect(aws?.endpoint).toBe("https://s3.eu-west-1.amazonaws.com");
    expect(loadConfig({}).s3).toBeUndefined();
  });
});
