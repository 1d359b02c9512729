// A route declared from an endpoint of the contract answers only what its schemas name: a field the
// handler adds by mistake (an internal column) never reaches the client, and an error keeps its
// envelope with the params and extra keys the error handler sets.
import { endpoint } from "@parley/shared-contracts/api/endpoint";
import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { responses } from "../../src/lib/endpoint-route.ts";
import { HttpError } from "../../src/lib/http-error.ts";
import { errorHandlerPlugin } from "../../src/plugins/error-handler.ts";
import { routeSchemasPlugin } from "../../src/plugins/route-schemas.ts";

const thingSchema = z.object({ id: z.number(), name: z.string() });
const thing = endpoint<z.infer<typeof thingSchema>>()("GET", "/things/:id/");

async function app() {
  const server = Fastify();
  await server.register(routeSchemasPlugin);
  await server.register(errorHandlerPlugin);
  server
    .withTypeProvider<ZodTypeProvider>()
    .get(
      thing.pattern,
      { schema: { params: z.object({ id: z.string() }), response: responses(thing, thingSchema) } },
      async (request) => {
        if (request.params.id === "0")
          throw new HttpError(400, "bad_thing", "No such thing", undefined, undefined, {
            start_date: "2026-01-01",
          }).withParams({ id: 0 });
        // What a repository row might carry beside the contract's fields.
        const row = { id: Number(request.params.id), name: "A", password_hash: "secret", account_id: 9 };
        return row;
      },
    );
  return server;
}

describe("a route of the contract", () => {
  it("drops what the success schema does not name", async () => {
    const server = await app();
    const answer = await server.inject({ url: "/things/3/" });
    expect(answer.json()).toEqual({ id: 3, name: "A" });
    await server.close();
  });

  it("keeps the error envelope whole", async () => {
    const server = await app();
    const answer = await server.inject({ url: "/things/0/" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: { message: "No such thing", code: "bad_thing", params: { id: 0 }, start_date: "2026-01-01" },
    });
    await server.close();
  });
});
