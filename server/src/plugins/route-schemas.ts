// Routes declare their input and output with the zod schemas of shared-contracts
// (fastify-type-provider-zod): fastify validates bodies and queries before the handler, types them,
// and serializes replies through the response schema. A failed check becomes the API's one
// `validation_error` answer in error-handler.ts. @fastify/swagger collects every route's schemas into
// the OpenAPI document that GET /api/docs serves to admins (modules/core/api-docs-routes.ts).
import swagger from "@fastify/swagger";
import type { FastifyInstance, FastifySchemaCompiler } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The message of this route's `validation_error` (default "Invalid request", or "Invalid query"
     * for the query string): one for the route, or one per part it checks.
     */
    invalidMessage?: string | Partial<Record<"body" | "querystring" | "params", string>>;
    /** A field whose own first problem, when it has one, is the message instead (a rename's "Name must not be empty"). */
    invalidMessageField?: string;
  }
}

/** A request without a body is checked as `{}`, as the hand-written checks did (`body ?? {}`). */
const validateWithEmptyBody: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === "body" ? (data) => validate(data ?? {}) : validate;
};

export const routeSchemasPlugin = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(validateWithEmptyBody);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, {
      openapi: { info: { title: "Parley API", version: "1" } },
      transform: jsonSchemaTransform,
    });
  },
  { name: "parley-route-schemas" },
);
