import type { ApiFetch } from "@parley/shared-contracts/shell";
import { accountEndpoints } from "@parley/shared-contracts/api/account-endpoints";
import type { Profile } from "@parley/shared-contracts/api/profile";
import { callApi } from "@parley/ui-kit/api/request.ts";

/** What the profile form sends: the name, and the photo when it changed (a file, or null to remove). */
export interface ProfileChanges {
  name: string;
  image?: File | null;
}

/** accountEndpoints.saveProfileForm: multipart (name, image); throws HttpError on a non-2xx answer. */
export function saveProfile(api: ApiFetch, changes: ProfileChanges): Promise<Profile> {
  const form = new FormData();
  form.set("name", changes.name);
  if (changes.image !== undefined) form.set("image", changes.image ?? "");
  return callApi(api, accountEndpoints.saveProfileForm, { body: form });
}

/** accountEndpoints.updateProfile with the e-mail notification choice. */
export function saveEmailUnsubscribed(api: ApiFetch, unsubscribed: boolean): Promise<Profile> {
  return callApi(api, accountEndpoints.updateProfile, { body: { is_email_unsubscribed: unsubscribed } });
}
