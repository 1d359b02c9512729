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

// What a model or a tool sends is not refused but cleaned: a reply must not fail (or show a database
// error) because a provider streamed a NUL. C0 controls and DEL go; tab, line feed and carriage
// return stay.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** The text without control characters other than tab, line feed and carriage return. */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}

/** A JSON value (tool arguments) with control characters stripped from every string and key. */
export function stripControlCharactersDeep(value: unknown): unknown {
  if (typeof value === "string") return stripControlCharacters(value);
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => stripControlCharactersDeep(item));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      stripControlCharacters(key),
      stripControlCharactersDeep(item),
    ]),
  );
}
