// How every remote reads a failed call: the status and the server's `{error:{message, code, fields}}`
// envelope (shared-contracts' apiErrorSchema), kept so callers can tell a 4xx from the rest.

/** A non-2xx answer, kept with its status and body. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.name = "HttpError";
    this.status = status;
    this.body = body;
  }
}

/** A 4xx: the request itself is wrong, so asking again gives the same answer. */
export function isClientError(error: unknown): boolean {
  return error instanceof HttpError && error.status >= 400 && error.status < 500;
}

/** The JSON body of a response, or null when it has none or it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The `{error:{message, code, fields}}` envelope of a failed call, when the body is one. */
export function apiErrorOf(
  error: unknown,
): { message: string; code?: string; fields?: Record<string, string[]> } | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as { error?: { message?: unknown; code?: unknown; fields?: unknown } } | null;
  const inner = body?.error;
  if (typeof inner?.message !== "string") return undefined;
  return {
    message: inner.message,
    ...(typeof inner.code === "string" ? { code: inner.code } : {}),
    ...(typeof inner.fields === "object" && inner.fields !== null
      ? { fields: inner.fields as Record<string, string[]> }
      : {}),
  };
}

/** `error.message` of the server's error envelope, or null when there is none (or it is blank). */
export function serverMessage(error: unknown): string | null {
  const message = apiErrorOf(error)?.message;
  return message !== undefined && message.trim() !== "" ? message : null;
}
