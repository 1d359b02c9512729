// Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), for servers that share no
// disk. Requests are signed with AWS Signature V4 and address the bucket by path, which every
// S3-compatible service accepts. The endpoint is the operator's own configuration, so it is called
// directly rather than through the SSRF guard meant for user-supplied addresses.
import { AwsClient } from "aws4fetch";
import type { S3StoreConfig } from "../../config.ts";
import { assertKey, type FileStore } from "./file-store.ts";

/** The service's answer when it is not what the store expects: status and S3 error code, no secrets. */
export class S3StoreError extends Error {
  override name = "S3StoreError";
}

async function failure(action: string, key: string, response: Response): Promise<S3StoreError> {
  const body = await response.text().catch(() => "");
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
  return new S3StoreError(`S3 ${action} ${key}: ${response.status}${code ? ` ${code}` : ""}`);
}

/**
 * `checkKey` replaces the uploaded-file key check for another store in the same bucket (the remote
 * store's `<remote>/<version>/<path>` keys under its own prefix).
 */
export function createS3Store(
  config: S3StoreConfig,
  fetchImpl: typeof fetch = fetch,
  checkKey: (key: string) => void = assertKey,
): FileStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: "s3",
    region: config.region,
    // Retries are ours to decide: a failed put is reported to the sender, who can send again.
    retries: 0,
  });
  const url = (key: string) => {
    checkKey(key);
    return `${config.endpoint}/${encodeURIComponent(config.bucket)}/${config.prefix}${key}`;
  };
  const call = async (method: string, key: string, body?: Uint8Array) => {
    const request = await client.sign(url(key), {
      method,
      ...(body ? { body, headers: { "content-type": "application/octet-stream" } } : {}),
    });
    return fetchImpl(request);
  };
  return {
    async put(key, data) {
      const response = await call("PUT", key, data);
      if (!response.ok) throw await failure("put", key, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await call("GET", key);
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) throw await failure("get", key, response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      // S3 answers 204 whether or not the object existed, like the filesystem store's rm --force.
      const response = await call("DELETE", key);
      if (!response.ok && response.status !== 404) throw await failure("delete", key, response);
      await response.body?.cancel();
    },
  };
}
