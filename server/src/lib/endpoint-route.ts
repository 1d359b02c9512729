// A route of the contract: the server registers an endpoint of shared-contracts (api/endpoint.ts)
// at its pattern, with the schema of its success answer — typed against what the endpoint promises
// the front ends, so that the two cannot drift — and the error envelope for every 4xx and 5xx. The
// serializer writes only what these schemas name (route-schemas.ts).
import type { Endpoint, OutputOf } from "@parley/shared-contracts/api/endpoint";
import { apiErrorResponseSchema } from "@parley/shared-contracts/api/errors";
import { z, type ZodType } from "zod";

/** The response schemas of `target`: `success` for 200, the error envelope for the rest. */
export function responses<E extends Endpoint, S extends ZodType<OutputOf<E>>>(_target: E, success: S) {
  return { 200: success, "4xx": apiErrorResponseSchema, "5xx": apiErrorResponseSchema } as const;
}

/** The same for an endpoint that answers 201 Created. */
export function createdResponses<E extends Endpoint, S extends ZodType<OutputOf<E>>>(_target: E, success: S) {
  return { 201: success, "4xx": apiErrorResponseSchema, "5xx": apiErrorResponseSchema } as const;
}

/**
 * A `raw` endpoint (a text stream, a file): the handler writes its own body, which the serializer
 * passes through; only the error answers are checked.
 */
export function rawResponses(_target: Endpoint & { raw: true }) {
  return { 200: z.unknown(), "4xx": apiErrorResponseSchema, "5xx": apiErrorResponseSchema } as const;
}

/** An endpoint that answers 204 No Content: no body, and the error envelope. */
export function noContentResponses(_target: Endpoint) {
  return { 204: z.void(), "4xx": apiErrorResponseSchema, "5xx": apiErrorResponseSchema } as const;
}
