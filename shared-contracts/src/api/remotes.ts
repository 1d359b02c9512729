import { z } from "zod";

/** Names of the remotes the shell can load. */
export const remoteNameSchema = z.enum([
  "mf_auth",
  "mf_conversations",
  "mf_routines",
  "mf_tools",
  "mf_collaboration",
  "mf_account",
  "mf_share",
]);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** A version folder name: semver-like, safe in a URL path. */
export const remoteVersionSchema = z.string().regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, "invalid_version");

/** One entry of the tenant's remote manifest. */
export const remoteEntrySchema = z.object({
  version: z.string(),
  /** URL of the module federation manifest (`.../remotes/<name>/<version>/mf-manifest.json`). */
  entry: z.string(),
  /** The ShellProps contract version this build was made against. */
  contractVersion: z.number().int(),
  /** Whether this version is pinned for the tenant (or by the default pin) rather than the newest. */
  pinned: z.boolean(),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/** `GET /api/v1/remotes/manifest` for the tenant of the request host. */
export const remoteManifestSchema = z.object({
  remotes: z.partialRecord(remoteNameSchema, remoteEntrySchema),
});
export type RemoteManifest = z.infer<typeof remoteManifestSchema>;

/** Build metadata each remote writes beside its mf-manifest.json (`parley-remote.json`). */
export const remoteBuildInfoSchema = z.object({
  name: remoteNameSchema,
  version: z.string(),
  contractVersion: z.number().int(),
  builtAt: z.string(),
  exposes: z.array(z.string()),
});
export type RemoteBuildInfo = z.infer<typeof remoteBuildInfoSchema>;

/** `POST /api/v1/remotes/errors`: a remote failed to load or mount in a browser. */
export const remoteFailureReportSchema = z.object({
  remote: z.string().max(64),
  version: z.string().max(64).optional(),
  module: z.string().max(128).optional(),
  phase: z.enum(["manifest", "load", "mount", "contract"]),
  message: z.string().max(2000),
  path: z.string().max(2048).optional(),
});
export type RemoteFailureReport = z.infer<typeof remoteFailureReportSchema>;
