// POST /api/v1/ops/remotes/{remote}/versions: a remote team's CI publishes a built folder with a
// token scoped to that remote (`Authorization: Bearer prt_…`). Not cookie based, hence CSRF-exempt.
import { publishRemoteSchema } from "@parley/shared-contracts/api/remotes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FileStore } from "../../lib/storage/file-store.ts";
import type { RemoteCatalog } from "./catalog.ts";
import type { PublishTokenRow } from "./repository.ts";
import { authenticatePublisher, MAX_BUILD_BYTES, publishBuild, readShellContract } from "./publish.ts";

export async function publishRoutes(
  app: FastifyInstance,
  { catalog, store, distDir }: { catalog: RemoteCatalog; store: FileStore; distDir: string },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/ops/remotes/:remote/versions",
    {
      // base64 adds a third.
      bodyLimit: Math.ceil((MAX_BUILD_BYTES * 4) / 3) + 1024 * 1024,
      schema: { body: publishRemoteSchema },
      config: {
        csrfExempt: true,
        rateLimit: { max: 30, timeWindow: 60_000 },
        invalidMessage: "Invalid remote build",
      },
      // The token first: an unauthenticated caller learns nothing about the body's shape.
      preValidation: async (request) => {
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
        request.publisher = await authenticatePublisher(app.db, bearer);
      },
    },
    async (request, reply) => {
      const { remote } = request.params as { remote: string };
      const publisher = request.publisher;
      if (publisher === undefined) throw new Error("publish token not checked");
      // Checked against the contract of the shell this server serves (read per publish: a new shell
      // build applies without a restart).
      const contract = await readShellContract(distDir);
      const result = await publishBuild(
        app.db,
        store,
        await catalog.get(),
        publisher,
        remote,
        request.body,
        contract,
      );
      request.log.info({ ...result, token: publisher.id }, "remote published");
      catalog.invalidate();
      return reply.status(201).send({ ...result, status: "staged" });
    },
  );
}

declare module "fastify" {
  interface FastifyRequest {
    publisher?: PublishTokenRow;
  }
}
