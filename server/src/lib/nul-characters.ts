// PostgreSQL text cannot hold U+0000: a NUL anywhere in a request's text is refused up front with a
// clear 400, instead of surfacing as a database error (500) half-way through a change.
import { HttpError } from "./http-error.ts";

export const NUL_MESSAGE = "Text must not contain the NUL character (U+0000)";

export function nulRefused(): HttpError {
  return new HttpError(400, "nul_character", NUL_MESSAGE);
}

/** Whether a parsed body, query or params value holds a NUL in any string, key or nested value. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 32 || typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

/** PostgreSQL's answers to a NUL in text or JSON: invalid byte sequence, unsupported escape. */
export function isNulDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const text = error instanceof Error ? error.message : "";
  return (code === "22021" || code === "22P05") && /0x00|\\u0000/.test(text);
}
