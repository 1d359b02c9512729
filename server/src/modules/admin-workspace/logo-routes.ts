// PUT|DELETE /api/v1/admin/workspace/logo/ (owners and admins; multipart with one `logo` file) and
// the public GET /api/v1/accounts/{subdomain}/logo/{file}: the sign-in page shows the logo before
// anyone signs in, so serving it needs no session — only the workspace's current file is served.
import multipart from "@fastify/multipart";
import { WORKSPACE_LOGO_MAX_BYTES } from "@parley/shared-contracts/api/admin-constants";
import { adminWorkspaceEndpoints as endpoints } from "@parley/shared-contracts/api/admin-endpoints";
import { adminWorkspaceSchema } from "@parley/shared-contracts/api/admin-workspace";
import { subdomainSchema } from "@parley/shared-contracts/api/workspace";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { responses } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { requireAdmin } from "../../plugins/require-admin.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { requestActor } from "../audit/request-actor.ts";
import { changeWorkspaceLogo } from "./logo-service.ts";
import { createLogoStore, logoFileOf, logoMimeOf } from "./logo-storage.ts";

const tooLarge = () =>
  new HttpError(413, "logo_too_large", `The logo is larger than ${WORKSPACE_LOGO_MAX_BYTES / 1024} KB`, {
    logo: ["logo_too_large"],
  });

/** The one `logo` file of the form; its size is checked while it streams in. */
async function readLogo(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart())
    throw new HttpError(415, "unsupported_media_type", "Send the logo as multipart/form-data");
  let logo: Uint8Array | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "logo" || logo !== undefined) {
        part.file.resume();
        throw new HttpError(400, "validation_error", "Send one file named logo", {
          [part.fieldname]: ["unexpected_file"],
        });
      }
      logo = new Uint8Array(await part.toBuffer());
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw new HttpError(400, "invalid_multipart", "The logo form could not be read");
  }
  if (logo === undefined || logo.length === 0)
    throw new HttpError(400, "validation_error", "Choose a logo file", { logo: ["required"] });
  return logo;
}

/** Registered among the member routes (tenant and session required). */
export async function adminWorkspaceLogoRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  await app.register(multipart, {
    limits: { files: 1, fileSize: WORKSPACE_LOGO_MAX_BYTES, fields: 2, fieldSize: 256, parts: 3 },
  });
  const store = createLogoStore(config.dataDir);
  const changed = () => {
    // The top bar reads the logo from the profile, the sign-in page from the workspace info.
    app.tenants.invalidate();
    app.auth.sessions.clear();
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const upload = {
    onRequest: [requireAdmin],
    schema: { response: responses(endpoints.uploadLogo, adminWorkspaceSchema) },
  };
  api.put(endpoints.uploadLogo.pattern, upload, async (request) => {
    const bytes = await readLogo(request);
    const saved = await changeWorkspaceLogo(app.db, store, accountOf(request), bytes, requestActor(request));
    changed();
    return saved;
  });
  const remove = {
    onRequest: [requireAdmin],
    schema: { response: responses(endpoints.removeLogo, adminWorkspaceSchema) },
  };
  api.delete(endpoints.removeLogo.pattern, remove, async (request) => {
    const saved = await changeWorkspaceLogo(app.db, store, accountOf(request), null, requestActor(request));
    changed();
    return saved;
  });
}

/** Registered outside the member routes: public, like the workspace info that names the URL. */
export async function workspaceLogoFileRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  const store = createLogoStore(config.dataDir);
  app.get<{ Params: { subdomain: string; file: string } }>(
    "/api/v1/accounts/:subdomain/logo/:file",
    async (request, reply) => {
      const notFound = new HttpError(404, "logo_not_found", "Logo not found");
      const { subdomain, file } = request.params;
      const account = subdomainSchema.safeParse(subdomain).success
        ? await app.tenants.get(subdomain)
        : undefined;
      // Only the file the workspace's logo names now: older and other workspaces' files are 404.
      if (account === undefined || logoFileOf(account.subdomain, account.logo) !== file) throw notFound;
      const bytes = await store.read(account.id, file);
      const mime = logoMimeOf(file);
      if (bytes === undefined || mime === undefined) throw notFound;
      return reply
        .header("content-type", mime)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-disposition", "inline")
        .send(bytes);
    },
  );
}
