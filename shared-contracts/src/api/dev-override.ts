// A developer's override of one remote for their own browser: the page loads that remote from a dev
// server (`npm run dev -w mf-tools`, http://localhost:3005) instead of the tenant's version, like an
// import-map override. Turned on from the shell's developer panel; the server keeps it in a signed,
// host-only cookie and honours it only while the member may use overrides (docs/development.md).
import { z } from "zod";
import { remoteNameSchema } from "./remotes.ts";
import { shellContractSchema } from "../remote-contract.ts";

/** `PUT /api/v1/remotes/dev-override`: which remote, from which origin (`http://localhost:3005`). */
export const devOverrideRequestSchema = z.object({
  remote: remoteNameSchema,
  origin: z.string().trim().min(1).max(200),
});
export type DevOverrideRequest = z.infer<typeof devOverrideRequestSchema>;

/**
 * Why a member may not turn an override on: `instance_off` (PARLEY_DEV_OVERRIDES=off on this
 * instance), `workspace_off` (the workspace's feature flag `developer_overrides` is false), `role` (a
 * member without owner or admin role, in a workspace that did not open overrides to members).
 */
export const devOverrideRefusalSchema = z.enum(["instance_off", "workspace_off", "role"]);
export type DevOverrideRefusal = z.infer<typeof devOverrideRefusalSchema>;

export const devOverrideSchema = z.object({
  remote: remoteNameSchema,
  origin: z.string(),
  expires_at: z.string(),
});
export type DevOverride = z.infer<typeof devOverrideSchema>;

/** `PUT /api/v1/remotes/dev-override`'s answer: the override now on. */
export const devOverrideSavedSchema = z.object({ data: devOverrideSchema });
export type DevOverrideSaved = z.infer<typeof devOverrideSavedSchema>;

/** `GET /api/v1/remotes/dev-override`: may this member, what is on, what the shell's contract is. */
export const devOverrideStatusSchema = z.object({
  allowed: z.boolean(),
  refusal: devOverrideRefusalSchema.nullable(),
  override: devOverrideSchema.nullable(),
  /** The remotes the tenant's manifest names (the ones an override can replace). */
  remotes: z.array(remoteNameSchema),
  /** Exact origins allowed beside loopback (PARLEY_DEV_OVERRIDE_ORIGINS). */
  allowed_origins: z.array(z.string()),
  /** The served shell's contract: the page checks the dev build against it before loading it. */
  shell_contract: shellContractSchema.nullable(),
});
export type DevOverrideStatus = z.infer<typeof devOverrideStatusSchema>;
