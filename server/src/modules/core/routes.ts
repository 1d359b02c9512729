// GET /api/v1/core/gs-version (the shell's build timestamp, for "Update available") and the
// server's own small assets (seeded logos) under /api/v1/assets/.
import { createReadStream } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import { versionInfoSchema } from "@parley/shared-contracts/api/workspace";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { responses } from "../../lib/endpoint-route.ts";
import { createBuildInfoReader } from "./build-info.ts";

export const ASSETS_DIR = fileURLToPath(new URL("../../../assets/", import.meta.url));
const TYPES: Record<string, string> = { ".svg": "image/svg+xml", ".png": "image/png", ".webp": "image/webp" };

export async function coreRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const readBuildInfo = createBuildInfoReader(config.distDir);
  const version = { schema: { response: responses(shellEndpoints.version, versionInfoSchema) } };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(shellEndpoints.version.pattern, version, async (_request, reply) => {
      const info = await readBuildInfo();
      if (info === undefined) {
        return reply
          .status(503)
          .send({ error: { message: "Parley is not built yet: run npm run build", code: "not_built" } });
      }
      return reply.header("cache-control", "no-cache").send(info);
    });

  // A fixed list read at boot: the file name in the URL is never joined to a path unchecked.
  const assets = new Set((await readdir(ASSETS_DIR)).filter((f) => TYPES[path.extname(f)] !== undefined));
  app.get<{ Params: { file: string } }>("/api/v1/assets/:file", async (request, reply) => {
    const file = request.params.file;
    if (!assets.has(file))
      return reply.status(404).send({ error: { message: "Not found", code: "not_found" } });
    return reply
      .type(TYPES[path.extname(file)] ?? "application/octet-stream")
      .header("cache-control", "public, max-age=3600")
      .send(createReadStream(path.join(ASSETS_DIR, file)));
  });
}
