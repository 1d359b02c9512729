// One error envelope for the API: `{error:{message, code, fields?}}`. 4xx say what was wrong; 5xx
// are logged in full and answered with the catalogue's generic text only.
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError, issuesToFields } from "../lib/http-error.ts";
import { schemaIssues } from "../lib/schema-issues.ts";
import { message } from "../lib/messages.ts";
import { containsNul, isNulDatabaseError, NUL_MESSAGE, nulRefused } from "../lib/nul-characters.ts";

const CODES: Record<number, string> = {
  400: "bad_request",
  401: "not_authenticated",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

/** The route's own message for a refused part (route-schemas.ts), else the API's default. */
function invalidMessageOf(request: FastifyRequest, part: string | undefined): string {
  const named = request.routeOptions.config.invalidMessage;
  const fallback = part === "querystring" ? "Invalid query" : "Invalid request";
  if (typeof named === "string") return named;
  return named?.[part as keyof typeof named] ?? fallback;
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    // A NUL in a request's text: refused before any handler sees it (multipart forms check their own
    // fields; the database's answer to one that slips through is mapped below).
    app.addHook("preValidation", async (request) => {
      if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params))
        throw nulRefused();
    });
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (isNulDatabaseError(error)) {
        request.log.info({ err: error }, "text with a NUL character refused by the database");
        return reply.status(400).send({ error: { message: NUL_MESSAGE, code: "nul_character" } });
      }
      // A route's zod schema refused the request (route-schemas.ts): the same answer the
      // hand-written checks gave, `fields` keyed by dot path.
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = issuesToFields(schemaIssues(error.validation));
        const field = request.routeOptions.config.invalidMessageField;
        const own = field === undefined ? undefined : fields[field]?.[0];
        return reply.status(400).send({
          error: {
            message: own ?? invalidMessageOf(request, error.validationContext),
            code: "validation_error",
            fields,
          },
        });
      }
      const status = error.statusCode ?? 500;
      // A 5xx HttpError is a deliberate answer (a service not configured); any other is a fault.
      if ((status >= 500 && !(error instanceof HttpError)) || status < 400) {
        request.log.error({ err: error }, "request failed");
        return reply.status(500).send({
          error: {
            message: message("error.server", request.headers["accept-language"]),
            code: "server_error",
          },
        });
      }
      if (error instanceof HttpError) {
        return reply.status(status).send({
          error: {
            message: error.message,
            code: error.code,
            ...(error.fields ? { fields: error.fields } : {}),
            ...(error.detail !== undefined ? { detail: error.detail } : {}),
            ...(error.params !== undefined ? { params: error.params } : {}),
            ...error.extra,
          },
        });
      }
      return reply
        .status(status)
        .send({ error: { message: error.message, code: CODES[status] ?? "bad_request" } });
    });
  },
  { name: "parley-error-handler" },
);
