// GET /api/v1/desktop-tools/helper/: where the desktop helper listens and its latest release, for the
// page's helper agent and the tools panel. On a workspace host a signed-in member of it is checked like
// every member call. On the user host (no workspace: docs/product/shell.md § Hosts and users) it answers
// anyone: the spec has that host call the helper app, whose port the page needs, and nothing in the
// answer belongs to a workspace or a member (the server's configuration, as the download page shows it).
// The root domain too: with the user-sign-in query it is the user host in development, and the API
// calls of its page do not carry that query.
import { desktopHelperSettingsSchema } from "@parley/shared-contracts/api/desktop-tools";
import { desktopToolEndpoints } from "@parley/shared-contracts/api/tool-endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { responses } from "../../lib/endpoint-route.ts";

export async function helperSettingsRoute(
  app: FastifyInstance,
  { config }: { config: Config["desktopHelper"] },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    desktopToolEndpoints.helper.pattern,
    {
      schema: { response: responses(desktopToolEndpoints.helper, desktopHelperSettingsSchema) },
      onRequest: async (request, reply) => {
        if (request.hostInfo.kind === "user" || request.hostInfo.kind === "root") return;
        await app.requireTenant(request, reply);
        if (!reply.sent) await app.requireMember(request, reply);
      },
    },
    async () => ({
      port: config.port,
      latest:
        config.latest === null
          ? null
          : { version: config.latest.version, download_url: config.latest.downloadUrl },
    }),
  );
}
