// Test-only control of time (PARLEY_TEST_CLOCK=true, refused at boot with NODE_ENV=production): e2e
// and server tests move the clock and make due routines fire without waiting.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../lib/http-error.ts";
import { isTestClock } from "../../lib/clock.ts";

const advanceSchema = z.union([
  z.object({
    ms: z
      .number()
      .int()
      .min(0)
      .max(10 * 366 * 24 * 3600 * 1000),
  }),
  z.object({ to: z.iso.datetime({ offset: true }) }),
]);

export async function testClockRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const clock = () => {
    if (!isTestClock(app.clock)) throw new HttpError(404, "not_found", "Not found");
    return app.clock;
  };

  api.get("/api/v1/test/clock/", async () => ({ now: new Date(clock().now()).toISOString() }));

  /** Moves time forward, then dispatches what is due by then (the runs go to the job queue). */
  api.post("/api/v1/test/clock/advance/", { schema: { body: advanceSchema } }, async (request) => {
    const body = request.body;
    const now = "ms" in body ? clock().advance(body.ms) : clock().setTo(Date.parse(body.to));
    const dispatched = (await (await app.routineScheduler)?.dispatchNow()) ?? 0;
    return { now: new Date(now).toISOString(), dispatched };
  });
}
