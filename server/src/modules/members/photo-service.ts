// PUT /api/v1/members/detail (multipart: name, image, is_email_unsubscribed): the profile form of
// the account settings page, photo included. `image` as a file replaces the photo, as an empty (or
// "null") field removes it, absent leaves it.
import type { Profile, ProfileFormFields } from "@parley/shared-contracts/api/profile";
import type { Database } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { PrincipalRow } from "../auth/repository.ts";
import { toProfile } from "./profile.ts";
import { setMemberImageUrl } from "./photo-repository.ts";
import { photoFileOf, photoUrl, sniffPhotoType } from "./photo-storage.ts";
import type { PhotoStore } from "./photo-storage.ts";
import { updateMemberProfile } from "./repository.ts";

export interface ProfileForm {
  /** The text fields, as the route's schema checked them. */
  fields: ProfileFormFields;
  /** The uploaded `image` file's bytes, if one was sent. */
  image: Uint8Array | undefined;
}

function invalid(fields: Record<string, string[]>): HttpError {
  return new HttpError(400, "validation_error", "Invalid profile update", fields);
}

export async function updateProfileForm(
  db: Database,
  store: PhotoStore,
  principal: PrincipalRow,
  form: ProfileForm,
): Promise<Profile> {
  const { image, ...update } = form.fields;
  const accountId = principal.account_id;
  const memberId = principal.member_id;
  let newUrl: string | null | undefined;
  let savedFile: string | undefined;
  if (form.image !== undefined) {
    const type = sniffPhotoType(form.image);
    if (type === undefined) throw invalid({ image: ["unsupported_image"] });
    savedFile = await store.save(accountId, memberId, form.image, type);
    newUrl = photoUrl(memberId, savedFile);
  } else if (image !== undefined) newUrl = null;

  let row;
  try {
    row = await db.transaction(async (tx) => {
      const updated = await updateMemberProfile(tx, accountId, memberId, update);
      if (updated !== undefined && newUrl !== undefined)
        await setMemberImageUrl(tx, accountId, memberId, newUrl);
      return updated;
    });
  } catch (error) {
    if (savedFile !== undefined) await store.remove(accountId, savedFile);
    throw error;
  }
  if (row === undefined) throw new HttpError(401, "not_authenticated", "Authentication required");
  // The replaced photo is no longer reachable: its URL is gone from the row.
  const oldFile = photoFileOf(row.image_url);
  if (newUrl !== undefined && oldFile !== undefined) await store.remove(accountId, oldFile);
  return toProfile({
    ...principal,
    name: row.name,
    is_email_unsubscribed: row.is_email_unsubscribed,
    behavior_settings: row.behavior_settings,
    image_url: newUrl === undefined ? row.image_url : newUrl,
  });
}
