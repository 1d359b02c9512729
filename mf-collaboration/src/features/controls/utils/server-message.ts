import { serverMessage } from "@parley/ui-kit/http-error.ts";

/** The spec's failure text ('Failed to stop collaboration:') followed by what the server said. */
export function failureText(prefix: string, error: unknown, fallback: string): string {
  return `${prefix} ${serverMessage(error) ?? fallback}`;
}
