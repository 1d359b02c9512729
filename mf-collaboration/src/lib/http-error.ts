/** A non-2xx answer, kept with its status and body so callers can tell a 4xx from the rest. */
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

/** `error.message` of the server's error envelope (`{error: {message}}`), or null. */
export function serverMessage(error: unknown): string | null {
  const body = error instanceof HttpError ? error.body : null;
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const envelope = (body as { error: unknown }).error;
  if (typeof envelope !== "object" || envelope === null || !("message" in envelope)) return null;
  const message = (envelope as { message: unknown }).message;
  return typeof message === "string" && message.trim() !== "" ? message : null;
}
