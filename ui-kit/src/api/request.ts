import { requestOf, type Endpoint, type InputOf, type OutputOf } from "@parley/shared-contracts/api/endpoint";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { HttpError, readJson } from "../http-error.ts";

// Answers are trusted to have the contract's shape (shared-contracts types): parsing them with the
// zod schemas would add zod (~25 KB gzip) to the first paint of the chat screen.

/** GET (or any call) answering JSON; throws HttpError on a non-2xx answer. */
export async function requestJson<T>(api: ApiFetch, path: string, init?: RequestInit): Promise<T> {
  const response = await api(path, init);
  if (!response.ok) throw new HttpError(response.status, await readJson(response));
  return (await readJson(response)) as T;
}

/** A JSON body call (POST/PATCH/DELETE); throws HttpError on a non-2xx answer. */
export function sendJson<T>(api: ApiFetch, method: string, path: string, body?: unknown): Promise<T> {
  return requestJson<T>(api, path, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
}

/**
 * Calls one endpoint of the contract (shared-contracts/api/endpoint.ts) and answers its success type;
 * throws HttpError on a non-2xx answer. The one place a front end trusts an answer's type.
 */
export async function callApi<E extends Endpoint>(
  api: ApiFetch,
  target: E,
  input: InputOf<E>,
): Promise<OutputOf<E>> {
  const { path, init } = requestOf(target, input);
  return requestJson<OutputOf<E>>(api, path, init);
}
