// A developer's override of one remote for their own browser: the page loads that remote from a dev
// server (`npm run dev -w mf-tools`, http://localhost:3005) instead of the tenant's version, like an
// import-map override. Turned on from the shell's developer panel; the server keeps it in a signed,
// host-only cookie and honours it only while the member may use overrides (docs/development.md).
import { z } from "zod";
import { remoteNameSchema } from "./remotes.ts";
import type { ShellContract } from "../remote-contract.ts";

export { DEV_OVERRIDE_PATH } from "./dev-override-flags.ts";

/** `PUT /api/v1/remotes/dev-override`: which remote, from which origin (`http://localhost:3005`). */
export const devOverrideRequestSchema = z.object({
  remote: remoteNameSchema,
  origin: z.string().trim().min(1).max(200),
});
export type DevOverrideRequest = z.infer<typeof devOverrideRequestSchema>;

/** Why a member may not turn an override on. */
export type DevOverrideRefusal =
  /** PARLEY_DEV_OVERRIDES=off on this instance. */
  | "instance_off"
  /** The workspace turned overrides off (feature flag `developer_overrides` false). */
  | "workspace_off"
  /** A member without owner or admin role, in a workspace that did not open overrides to members. */
  | "role";

export interface DevOverride {
  remote: z.infer<typeof remoteNameSchema>;
  origin: string;
  expires_at: string;
}

/** `GET /api/v1/remotes/dev-override`: may this member, what is on, what the shell's contract is. */
export interface DevOverrideStatus {
  allowed: boolean;
  refusal: DevOverrideRefusal | null;
  override: DevOverride | null;
  /** The remotes the tenant's manifest names (the ones an override can replace). */
  remotes: z.infer<typeof remoteNameSchema>[];
  /** Exact origins allowed beside loopback (PARLEY_DEV_OVERRIDE_ORIGINS). */
  allowed_origins: string[];
  /** The served shell's contract: the page checks the dev build against it before loading it. */
  shell_contract: ShellContract | null;
}
