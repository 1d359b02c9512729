// One endpoint of the API, declared once for the server and every front end: its method and path
// pattern (fastify's `:name` syntax, so the server registers the same string), and — as types only —
// what a call sends and what it answers. Types only on purpose: the front ends call through it
// without loading zod (its schemas stay on the server, tied to these types by endpoint-schemas.ts).

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The `:name` parameters of a path pattern, as an object type. */
export type PathParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : unknown;

/** A query string's values: left out when undefined. */
export type QueryValues = Record<string, string | number | boolean | undefined>;

/** What a call of one endpoint carries besides its path parameters. */
export interface EndpointInput {
  query?: QueryValues | undefined;
  /** A JSON value, or form data sent as it is (uploads: FormData; form-encoded: URLSearchParams). */
  body?: unknown;
}

/** An endpoint: its wire form and, as phantom types, its input and its success answer. */
export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Pattern extends string = string,
  Input extends EndpointInput = EndpointInput,
  Output = unknown,
> {
  readonly method: Method;
  readonly pattern: Pattern;
  /**
   * The answer is not JSON of a schema (a text stream, a file): the client reads the response itself
   * and the server declares no success schema, only the error envelope.
   */
  readonly raw?: true;
  /** Never set: carries the types of a call (`InputOf`, `OutputOf`). */
  readonly types?: { input: Input; output: Output };
}

/** Declares an endpoint; `I` is what a call sends (query, body), `O` what it answers on success. */
export function endpoint<O, I extends EndpointInput = EndpointInput>() {
  return <const M extends HttpMethod, const P extends string>(
    method: M,
    pattern: P,
  ): Endpoint<M, P, I, O> => ({
    method,
    pattern,
  });
}

/** Declares an endpoint whose answer the client reads itself (`raw`); `O` is what it reads. */
export function rawEndpoint<O, I extends EndpointInput = EndpointInput>() {
  return <const M extends HttpMethod, const P extends string>(
    method: M,
    pattern: P,
  ): Endpoint<M, P, I, O> & { readonly raw: true } => ({
    method,
    pattern,
    raw: true,
  });
}

/** What a call of `E` sends: its path parameters, query and body. */
export type InputOf<E> =
  E extends Endpoint<HttpMethod, infer P, infer I, unknown>
    ? (unknown extends PathParams<P> ? unknown : { params: PathParams<P> }) & I
    : never;

/** What `E` answers on success. */
export type OutputOf<E> = E extends Endpoint<HttpMethod, string, EndpointInput, infer O> ? O : never;

/** The path of a call: the pattern with its parameters filled in (encoded) and the query after it. */
export function pathOf(
  pattern: string,
  params?: Record<string, string | number>,
  query?: QueryValues,
): string {
  const path = pattern.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${pattern}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text === "" ? path : `${path}?${text}`;
}

/**
 * The path and fetch options of one call: JSON bodies are serialized, form data (FormData,
 * URLSearchParams) sent as it is, with the content type fetch gives it.
 */
export function requestOf<E extends Endpoint>(
  target: E,
  input: InputOf<E>,
): { path: string; init: RequestInit } {
  const { params, query, body } = input as {
    params?: Record<string, string | number>;
    query?: QueryValues;
    body?: unknown;
  };
  const init: RequestInit =
    body === undefined
      ? { method: target.method }
      : body instanceof FormData || body instanceof URLSearchParams
        ? { method: target.method, body }
        : {
            method: target.method,
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          };
  return { path: pathOf(target.pattern, params, query), init };
}
