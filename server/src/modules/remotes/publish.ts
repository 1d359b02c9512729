// Publishing a built remote from outside the servers: a token scoped to one remote, the build checked
// (name, version, files, the URL it was built for and, when the server has a shell build, the shell's
// contract: exposes, routes, slots, bus events, shared singleton ranges), its files written to the
// remote store under a fresh upload id, then recorded. Versions are immutable: an existing one is
// refused.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { remoteNameSchema, type PublishRemote } from "@parley/shared-contracts/api/remotes";
import {
  checkRemoteBuild,
  SHELL_CONTRACT_FILE,
  shellContractSchema,
  type ShellContract,
} from "@parley/shared-contracts/remote-contract";
import type { Queryable } from "../../lib/db/database.ts";
import { randomToken, sha256 } from "../../lib/crypto.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { FileStore } from "../../lib/storage/file-store.ts";
import { REMOTE_ENTRY_FILE, sha384Integrity, withPublished, type RemoteBuilds } from "./catalog.ts";
import {
  insertPublishedVersion,
  insertPublishToken,
  logRelease,
  revokePublishToken,
  usePublishToken,
  type PublishTokenRow,
} from "./repository.ts";

/** Decoded size of one build, all files together. */
export const MAX_BUILD_BYTES = 40 * 1024 * 1024;
const TOKEN_PREFIX = "prt_";

/** The store key of a published file. */
export function publishedKey(remote: string, version: string, uploadId: string, file: string): string {
  return `${remote}/${version}/${uploadId}/${file}`;
}

export async function createPublishToken(
  db: Queryable,
  remote: string,
  label: string,
  actor: string,
): Promise<{ id: number; token: string }> {
  if (!remoteNameSchema.safeParse(remote).success)
    throw new HttpError(
      404,
      "remote_not_found",
      `No remote "${remote}" (known: ${remoteNameSchema.options.join(", ")})`,
    );
  const token = `${TOKEN_PREFIX}${randomToken()}`;
  const id = await insertPublishToken(db, remote, label, sha256(token), actor);
  await logRelease(db, {
    remote,
    action: "token-create",
    version: null,
    previous_version: null,
    tenant: null,
    actor,
  });
  return { id, token };
}

export async function revokeToken(db: Queryable, id: number, actor: string): Promise<PublishTokenRow> {
  const row = await revokePublishToken(db, id);
  if (row === undefined) throw new HttpError(404, "token_not_found", `No live publish token ${id}`);
  await logRelease(db, {
    remote: row.remote,
    action: "token-revoke",
    version: null,
    previous_version: null,
    tenant: null,
    actor,
  });
  return row;
}

/** The live token behind a bearer value, or 401. */
export async function authenticatePublisher(db: Queryable, bearer: string): Promise<PublishTokenRow> {
  const row = bearer.startsWith(TOKEN_PREFIX) ? await usePublishToken(db, sha256(bearer)) : undefined;
  if (row === undefined) throw new HttpError(401, "not_authenticated", "A valid publish token is required");
  return row;
}

function refuse(message: string): never {
  throw new HttpError(422, "invalid_build", message);
}

/**
 * The contract of the shell this server serves (PARLEY_DIST_DIR/shell/shell-contract.json, written by
 * the host build), read on each publish; undefined without a shell build or with an unreadable file,
 * and then a build is checked for what any build must be, not against the contract.
 */
export async function readShellContract(distDir: string): Promise<ShellContract | undefined> {
  try {
    const text = await readFile(path.join(distDir, "shell", SHELL_CONTRACT_FILE), "utf8");
    const parsed = shellContractSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface PublishResult {
  remote: string;
  version: string;
  integrity: string;
  files: number;
  bytes: number;
}

export async function publishBuild(
  db: Queryable,
  store: FileStore,
  builtIn: RemoteBuilds,
  token: PublishTokenRow,
  remote: string,
  body: PublishRemote,
  contract?: ShellContract,
): Promise<PublishResult> {
  if (remote !== token.remote)
    throw new HttpError(403, "wrong_remote", `This token publishes ${token.remote} only, not ${remote}`);
  const files = new Map<string, Uint8Array>();
  let bytes = 0;
  for (const file of body.files) {
    if (files.has(file.path)) refuse(`${file.path} is sent twice`);
    const data = new Uint8Array(Buffer.from(file.content, "base64"));
    bytes += data.byteLength;
    if (bytes > MAX_BUILD_BYTES) refuse(`The build is larger than ${MAX_BUILD_BYTES / 1024 / 1024} MB`);
    files.set(file.path, data);
  }
  // The same check a remote team runs in its CI (npm run check:remote, shared-contracts remote-contract.ts).
  const check = checkRemoteBuild(
    {
      has: (file) => files.has(file),
      text: (file) => {
        const data = files.get(file);
        return data === undefined ? undefined : new TextDecoder().decode(data);
      },
    },
    contract,
  );
  if (
    check.name !== undefined &&
    remoteNameSchema.safeParse(check.name).success &&
    check.name !== token.remote
  )
    throw new HttpError(
      403,
      "wrong_remote",
      `This token publishes ${token.remote} only; the build is ${check.name}`,
    );
  if (check.differences.length > 0) refuse(check.differences.map((d) => d.message).join("; "));
  if (check.info === undefined) refuse("parley-remote.json is not a Parley remote build description");
  const info = check.info;
  const { name, version, contractVersion } = info;
  const entry = files.get(REMOTE_ENTRY_FILE);
  if (entry === undefined) refuse(`The build has no ${REMOTE_ENTRY_FILE}`);

  const existing = (await withPublished(db, builtIn)).get(name)?.find((v) => v.version === version);
  if (existing)
    throw new HttpError(
      409,
      "version_exists",
      `${name} ${version} exists already (${existing.source}); versions are immutable: publish a new version`,
    );

  const uploadId = randomUUID();
  const written: string[] = [];
  const forget = () => Promise.allSettled(written.map((key) => store.delete(key)));
  const actor = `publish-token:${token.id} (${token.label})`;
  try {
    for (const [file, data] of files) {
      const key = publishedKey(name, version, uploadId, file);
      await store.put(key, data);
      written.push(key);
    }
    const integrity = sha384Integrity(entry);
    const inserted = await insertPublishedVersion(db, {
      remote: name,
      version,
      contract_version: contractVersion,
      built_at: info.builtAt,
      exposes: info.exposes,
      integrity,
      files: [...files].map(([file, data]) => ({
        path: file,
        size: data.byteLength,
        integrity: sha384Integrity(data),
      })),
      federation_runtime: info.federationRuntime ?? null,
      routes: info.routes ?? null,
      upload_id: uploadId,
      published_by: actor,
    });
    if (!inserted)
      throw new HttpError(
        409,
        "version_exists",
        `${name} ${version} was published meanwhile; versions are immutable`,
      );
    await logRelease(db, {
      remote: name,
      action: "publish",
      version,
      previous_version: null,
      tenant: null,
      actor,
    });
    return { remote: name, version, integrity, files: files.size, bytes };
  } catch (error) {
    await forget();
    throw error;
  }
}
