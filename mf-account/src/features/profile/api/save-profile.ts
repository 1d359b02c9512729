import type { ApiFetch } from "@parley/shared-contracts/shell";
import type { Profile } from "@parley/shared-contracts/api/profile";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";

/** What the profile form sends: the name, and the photo when it changed (a file, or null to remove). */
export interface ProfileChanges {
  name: string;
  image?: File | null;
}

/** `PUT /api/v1/members/detail` as multipart (name, image); throws HttpError on a non-2xx answer. */
export async function saveProfile(api: ApiFetch, changes: ProfileChanges): Promise<Profile> {
  const form = new FormData();
  form.set("name", changes.name);
  if (changes.image !== undefined) form.set("image", changes.image ?? "");
  const response = await api("/api/v1/members/detail", { method: "PUT", body: form });
  const body = await readJson(response);
  if (!response.ok) throw new HttpError(response.status, body);
  return body as Profile;
}

/** `PATCH /api/v1/members/detail` with the e-mail notification choice. */
export async function saveEmailUnsubscribed(api: ApiFetch, unsubscribed: boolean): Promise<Profile> {
  const response = await api("/api/v1/members/detail", {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ is_email_unsubscribed: unsubscribed }),
  });
  const body = await readJson(response);
  if (!response.ok) throw new HttpError(response.status, body);
  return body as Profile;
}
