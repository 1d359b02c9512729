// A fake S3 service on loopback (s3rver knows the key pair S3RVER/S3RVER) and the
// environment that points the server's file store at it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- s3rver ships no types: the declaration travels with this file to every workspace that imports it
/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const S3_BUCKET = "parley-files";

export interface FakeS3 {
  endpoint: string;
  /** Where s3rver keeps the objects (`<dir>/<bucket>/<key>._S3rver_object`). */
  directory: string;
  env(overrides?: Record<string, string>): Record<string, string>;
  stop(): Promise<void>;
}

export async function startFakeS3(): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "parley-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    directory,
    env: (overrides = {}) => ({
      PARLEY_S3_BUCKET: S3_BUCKET,
      PARLEY_S3_ENDPOINT: endpoint,
      PARLEY_S3_ACCESS_KEY_ID: "S3RVER",
      PARLEY_S3_SECRET_ACCESS_KEY: "S3RVER",
      ...overrides,
    }),
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
