// Ids in URL paths: a positive 32-bit integer, or the resource does not exist (404, never 400:
// "/conversations/abc/" is simply not a conversation).
import { z } from "zod";
import type { HttpError } from "./http-error.ts";

export function parseId(value: string, notFound: () => HttpError): number {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
  if (id < 1 || id > 2_147_483_647) throw notFound();
  return id;
}

/** A route schema's `params` for such an id: kept as text, so parseId answers 404 rather than 400. */
export const idTextParams = z.object({ id: z.string() });
