// The developer override's calls (server: modules/dev-override/routes.ts).
import type { DevOverrideRequest, DevOverrideStatus } from "@parley/shared-contracts/api/dev-override";
import {
  DEV_OVERRIDES_FLAG,
  DEV_OVERRIDES_MEMBERS_FLAG,
} from "@parley/shared-contracts/api/dev-override-flags";
import { requestOf } from "@parley/shared-contracts/api/endpoint";
import type { Profile } from "@parley/shared-contracts/api/profile";
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import type { ApiFetch } from "@parley/shared-contracts/shell";

export async function fetchDevOverrideStatus(api: ApiFetch): Promise<DevOverrideStatus> {
  const response = await api(shellEndpoints.devOverride.pattern, { cache: "no-store" });
  if (!response.ok) throw new Error(`developer override: HTTP ${response.status}`);
  return (await response.json()) as DevOverrideStatus;
}

/** Turns the override on: null when saved, else the server's error code. */
export async function saveDevOverride(api: ApiFetch, request: DevOverrideRequest): Promise<string | null> {
  const { path, init } = requestOf(shellEndpoints.saveDevOverride, { body: request });
  const response = await api(path, init);
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
  return body?.error?.code ?? "other";
}

export async function clearDevOverride(api: ApiFetch): Promise<void> {
  const { path, init } = requestOf(shellEndpoints.clearDevOverride, {});
  const response = await api(path, init);
  if (!response.ok) throw new Error(`developer override: HTTP ${response.status}`);
}

/** Whether the menu offers the developer panel (the server decides again when it is used). */
export function mayUseDevOverrides(profile: Pick<Profile, "account">): boolean {
  const flags = profile.account.feature_flags ?? {};
  if (flags[DEV_OVERRIDES_FLAG] === false) return false;
  return profile.account.is_owner_or_admin || flags[DEV_OVERRIDES_MEMBERS_FLAG] === true;
}

/** `mf_tools` as its team knows it: `mf-tools`. */
export const remoteLabel = (container: string) => container.replace(/_/g, "-");
