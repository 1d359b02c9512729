// GET /api/docs: the OpenAPI document of every route that declares its schemas, for the workspace's
// owners and admins only (it maps the whole API surface; members and visitors get 403/401).
import type { FastifyInstance } from "fastify";
import { requireAdmin } from "../../plugins/require-admin.ts";

export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.get("/api/docs", { onRequest: [requireAdmin], schema: { hide: true } }, async () => app.swagger());
}
