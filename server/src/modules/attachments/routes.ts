// GET /api/v1/files/{id}/{name}: an attached file, for members of its conversation only (owner or
// collaborator; anyone else, any other workspace: 404). Served with the type its content has, never
// sniffed by the browser, sandboxed.
import type { FastifyInstance } from "fastify";
import { HttpError } from "../../lib/http-error.ts";
import { parseId } from "../../lib/path-id.ts";
import { principalOf } from "../../plugins/auth.ts";
import { findConversationForMember } from "../conversations/repository.ts";
import { findFile } from "./repository.ts";

const notFound = () => new HttpError(404, "file_not_found", "File not found");

/** `filename*` (RFC 5987) for any name, with a plain ASCII fallback. */
function contentDisposition(inline: boolean, name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function filesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string; name: string } }>("/api/v1/files/:id/:name", async (request, reply) => {
    const me = principalOf(request);
    const file = await findFile(app.db, me.account_id, parseId(request.params.id, notFound));
    if (file === undefined) throw notFound();
    const conversation = await findConversationForMember(
      app.db,
      me.account_id,
      file.conversation_id,
      me.member_id,
    );
    if (conversation === undefined) throw notFound();
    const data = await app.fileStore.get(file.storage_key);
    if (data === undefined) throw notFound();
    const inline = file.kind === "image" || file.media_type === "application/pdf";
    return reply
      .type(file.media_type)
      .header("content-disposition", contentDisposition(inline, file.file_name))
      .header("x-content-type-options", "nosniff")
      .header(
        "content-security-policy",
        "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      )
      .header("cache-control", "private, max-age=3600")
      .send(Buffer.from(data));
  });
}
