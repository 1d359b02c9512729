import { z } from "zod";
import { shellEndpoints } from "./shell-endpoints.ts";
import { parseRemoteRoute, parseRemoteSlot, type RemoteRoute, type RemoteSlot } from "../remote-routes.ts";

/** Names of the remotes the shell can load. */
export const remoteNameSchema = z.enum([
  "mf_auth",
  "mf_conversations",
  "mf_routines",
  "mf_tools",
  "mf_collaboration",
  "mf_account",
  "mf_share",
  "mf_admin",
]);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** A version folder name: semver-like, safe in a URL path. */
export const remoteVersionSchema = z.string().regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, "invalid_version");

/** Subresource Integrity of a file: `sha384-<base64>`. */
export const integritySchema = z.string().regex(/^sha384-[A-Za-z0-9+/]{64}$/, "invalid_integrity");

/** A declared page (remote-routes.ts checks it; the same check for the server and the shell). */
export const remoteRouteSchema = z.custom<RemoteRoute>((value) => parseRemoteRoute(value) !== null, {
  message: "invalid_route",
});

/** A declared layout slot (remote-routes.ts checks it). */
export const remoteSlotSchema = z.custom<RemoteSlot>((value) => parseRemoteSlot(value) !== null, {
  message: "invalid_slot",
});

/**
 * The pages and layout slots a build adds to the host, with the declaration's version
 * (parley-remote.json `routes`).
 */
export const remoteRoutesDeclarationSchema = z.object({
  version: z.number().int().positive(),
  routes: z.array(remoteRouteSchema).max(50),
  slots: z.array(remoteSlotSchema).max(20).optional(),
});

/** One loadable build of a remote, as the manifest names it. */
export const remoteTargetSchema = z.object({
  version: z.string(),
  /** URL of the module federation manifest (`.../remotes/<name>/<version>/mf-manifest.json`). */
  entry: z.string(),
  /** URL of the container script the federation runtime loads (`.../remoteEntry.js`). */
  remoteEntry: z.string(),
  /**
   * sha384 of remoteEntry.js; the build's chunks carry their own hashes inside it. Absent only for a
   * development entry (a dev server rebuilds in place: there is no fixed hash to give).
   */
  integrity: integritySchema.optional(),
  /** The ShellProps contract version this build was made against. */
  contractVersion: z.number().int(),
  /** The module federation runtime the build was made with (absent for older builds). */
  federationRuntime: z.string().optional(),
  /** The pages the build adds to the host (absent for builds older than route declarations). */
  routes: remoteRoutesDeclarationSchema.optional(),
});
export type RemoteTarget = z.infer<typeof remoteTargetSchema>;

/** One entry of the tenant's remote manifest: the version to load and what to fall back to. */
export const remoteEntrySchema = remoteTargetSchema.extend({
  /** Whether this version was promoted (for the tenant or as the default) rather than the newest built-in. */
  pinned: z.boolean(),
  /**
   * Where the version comes from: the tenant's promotion, the default promotion, the newest built-in
   * build, or a development server (PARLEY_DEV_SERVERS, or one browser's developer override).
   */
  channel: z.enum(["tenant", "default", "built-in", "development"]),
  /** A development entry: the dev server's origin, and whether the server or this browser chose it. */
  development: z.object({ origin: z.string(), by: z.enum(["server", "browser"]) }).optional(),
  /** The last promoted good version, loaded when this one fails (integrity, load, mount). */
  fallback: remoteTargetSchema.optional(),
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
  /** `@module-federation/runtime`'s version at build time (the shell refuses another major). */
  federationRuntime: z.string().optional(),
  /** The pages the build adds to the host; each names one of `exposes`. */
  routes: remoteRoutesDeclarationSchema.optional(),
  /**
   * The event-bus events the build's code emits and listens to (read from its bundled sources at
   * build time; absent for older builds). The contract check compares them with the shell's bus.
   */
  events: z
    .object({ emits: z.array(z.string().max(100)).max(200), handles: z.array(z.string().max(100)).max(200) })
    .optional(),
});
export type RemoteBuildInfo = z.infer<typeof remoteBuildInfoSchema>;

/** `POST /api/v1/remotes/errors`: a remote failed to load or mount in a browser. */
export const remoteFailureReportSchema = z.object({
  remote: z.string().max(64),
  version: z.string().max(64).optional(),
  module: z.string().max(128).optional(),
  /** `integrity`: the build's hash differs from the manifest's; `fallback`: a fallback version loaded instead. */
  phase: z.enum(["manifest", "load", "mount", "contract", "integrity", "fallback"]),
  message: z.string().max(2000),
  path: z.string().max(2048).optional(),
  /** The version loaded instead (phase `fallback`). */
  fallbackVersion: z.string().max(64).optional(),
});
export type RemoteFailureReport = z.infer<typeof remoteFailureReportSchema>;

/**
 * `POST /api/v1/remotes/loads`: remote versions this browser tab mounted (each once per tab), so the
 * ops versions page can show a canary's error rate (failures per load).
 */
export const REMOTE_LOADS_PATH = shellEndpoints.remoteLoads.pattern;
export const remoteLoadReportSchema = z
  .object({
    loads: z
      .array(z.object({ remote: remoteNameSchema, version: z.string().min(1).max(64) }).strict())
      .min(1)
      .max(20),
  })
  .strict();
export type RemoteLoadReport = z.infer<typeof remoteLoadReportSchema>;

/** One file of a build sent to `POST /api/v1/ops/remotes/{remote}/versions` (content in base64). */
export const publishFileSchema = z.object({
  path: z
    .string()
    .max(256)
    .regex(/^(?!.*\.\.)[A-Za-z0-9_][A-Za-z0-9_.\-/]*$/, "invalid_path"),
  content: z.string(),
});

/** `POST /api/v1/ops/remotes/{remote}/versions`: a built folder, with a publish token for that remote. */
export const publishRemoteSchema = z.object({
  files: z.array(publishFileSchema).min(1).max(500),
});
export type PublishRemote = z.infer<typeof publishRemoteSchema>;
