// The profile form with its photo (PUT /api/v1/members/detail, multipart) and the photos themselves
// (GET /api/v1/members/{id}/photo/{file}): only members of the photo owner's workspace get them.
import multipart from "@fastify/multipart";
import { accountEndpoints } from "@parley/shared-contracts/api/account-endpoints";
import { profileFormFieldsSchema, profileSchema } from "@parley/shared-contracts/api/profile";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { responses } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { nulRefused } from "../../lib/nul-characters.ts";
import { parseId } from "../../lib/path-id.ts";
import { principalOf } from "../../plugins/auth.ts";
import { findMemberImageUrl } from "./photo-repository.ts";
import { updateProfileForm } from "./photo-service.ts";
import { createPhotoStore, photoMimeOf, photoUrl } from "./photo-storage.ts";

const FIELD_LIMIT = 10;

/** The photo of each form being read, beside the text fields the schema checks as the body. */
const images = new WeakMap<FastifyRequest, Uint8Array>();

/**
 * Reads the multipart form before the schema check: its text fields become the body, its one
 * `image` file is kept aside. The file's size is checked while it streams in.
 */
async function readProfileForm(request: FastifyRequest, maxBytes: number): Promise<void> {
  if (!request.isMultipart())
    throw new HttpError(415, "unsupported_media_type", "Send the profile form as multipart/form-data");
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "image" || images.has(request)) {
          part.file.resume();
          throw new HttpError(400, "validation_error", "Invalid profile update", {
            [part.fieldname]: ["unexpected_file"],
          });
        }
        images.set(request, new Uint8Array(await part.toBuffer()));
      } else if (typeof part.value === "string") {
        if (part.value.includes("\u0000")) throw nulRefused();
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new HttpError(413, "image_too_large", `The photo is larger than ${maxBytes} bytes`, {
        image: ["image_too_large"],
      });
    throw new HttpError(400, "invalid_multipart", "The profile form could not be read");
  }
  request.body = fields;
}

export async function memberPhotoRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  await app.register(multipart, {
    limits: {
      files: 1,
      fileSize: config.photoMaxBytes,
      fields: FIELD_LIMIT,
      fieldSize: 4096,
      parts: FIELD_LIMIT + 1,
    },
  });
  const store = createPhotoStore(config.dataDir);

  const form = {
    preValidation: (request: FastifyRequest) => readProfileForm(request, config.photoMaxBytes),
    schema: {
      body: profileFormFieldsSchema,
      consumes: ["multipart/form-data"],
      response: responses(accountEndpoints.saveProfileForm, profileSchema),
    },
    config: { invalidMessage: "Invalid profile update" },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(accountEndpoints.saveProfileForm.pattern, form, async (request) => {
      const principal = principalOf(request);
      const profile = await updateProfileForm(app.db, store, principal, {
        fields: request.body,
        image: images.get(request),
      });
      app.auth.sessions.forgetMember(principal.account_id, principal.member_id);
      return profile;
    });

  app.get<{ Params: { id: string; file: string } }>(
    "/api/v1/members/:id/photo/:file",
    async (request, reply) => {
      const principal = principalOf(request);
      const notFound = () => new HttpError(404, "photo_not_found", "Photo not found");
      const memberId = parseId(request.params.id, notFound);
      // Only the member's current photo, looked up within the caller's own workspace.
      const member = await findMemberImageUrl(app.db, principal.account_id, memberId);
      const file = request.params.file;
      if (member === undefined || member.image_url !== photoUrl(memberId, file)) throw notFound();
      const bytes = await store.read(principal.account_id, file);
      const mime = photoMimeOf(file);
      if (bytes === undefined || mime === undefined) throw notFound();
      return reply
        .header("content-type", mime)
        .header("cache-control", "private, max-age=31536000, immutable")
        .header("content-disposition", "inline")
        .send(bytes);
    },
  );
}
