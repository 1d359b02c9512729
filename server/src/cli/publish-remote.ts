// `npm run ops -- remotes publish <folder> --url <server>`: sends a built remote folder
// (dist/remotes/<container>/<version>/, with parley-remote.json) to a server's publish API with a
// token scoped to that remote. Runs wherever the build is (a team's CI); needs no database.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { PublishCommand } from "./parse-command.ts";

export class PublishFailure extends Error {
  override name = "PublishFailure";
}

async function listFiles(root: string, dir = ""): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(root, relative)));
    // The build's precompressed copies stay behind: the store serves published files as they are.
    else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) files.push(relative);
  }
  return files;
}

export async function publishRemote(
  command: PublishCommand,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const token = command.token ?? env.PARLEY_PUBLISH_TOKEN;
  const url = (command.url ?? env.PARLEY_PUBLISH_URL)?.replace(/\/$/, "");
  if (!token) throw new PublishFailure("A publish token is needed: --token or PARLEY_PUBLISH_TOKEN");
  if (!url) throw new PublishFailure("The server is needed: --url https://… or PARLEY_PUBLISH_URL");
  const folder = path.resolve(command.folder);
  let info: { name?: string; version?: string };
  try {
    info = JSON.parse(await readFile(path.join(folder, "parley-remote.json"), "utf8")) as typeof info;
  } catch (error) {
    throw new PublishFailure(`${folder} is not a built remote: ${(error as Error).message}`);
  }
  const files = await Promise.all(
    (await listFiles(folder)).map(async (file) => ({
      path: file,
      content: (await readFile(path.join(folder, file))).toString("base64"),
    })),
  );
  const started = Date.now();
  const response = await fetch(`${url}/api/v1/ops/remotes/${encodeURIComponent(info.name ?? "")}/versions`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ files }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    version?: string;
    integrity?: string;
    bytes?: number;
    error?: { message?: string; fields?: Record<string, string[]> };
  };
  if (!response.ok) {
    const fields = Object.entries(body.error?.fields ?? {}).map(([f, p]) => `  ${f}: ${p.join(", ")}`);
    throw new PublishFailure(
      [`Publish refused (HTTP ${response.status}): ${body.error?.message ?? "no details"}`, ...fields].join(
        "\n",
      ),
    );
  }
  return [
    `Published ${info.name} ${body.version} (${files.length} files, ${Math.round((body.bytes ?? 0) / 1024)} KB, ${Date.now() - started} ms)`,
    `  integrity of remoteEntry.js: ${body.integrity}`,
    `  staged: not live until ops promote it (npm run ops -- remotes promote ${info.name} ${body.version} <tenant>...)`,
  ];
}
