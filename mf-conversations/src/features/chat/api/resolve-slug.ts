import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson } from "../../../lib/api/request.ts";

/** `GET /api/v1/conversations/slug/{slug}/` → the conversation id a collaboration link names. */
export async function resolveSlug(api: ApiFetch, slug: string): Promise<number> {
  const body = await requestJson<{ data?: { id?: unknown } }>(
    api,
    `/api/v1/conversations/slug/${encodeURIComponent(slug)}/`,
  );
  const id = body?.data?.id;
  if (typeof id !== "number" || id <= 0) throw new Error("The slug answer has no conversation id");
  return id;
}
