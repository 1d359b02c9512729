// Writes build output the way scripts/build.ts lays it out, for the static and manifest tests.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

export async function writeRemoteBuild(
  distDir: string,
  name: string,
  version: string,
  options: {
    contractVersion?: number;
    infoName?: string;
    withManifest?: boolean;
    /** parley-remote.json's `routes` (the pages the build declares). */
    routes?: unknown;
    /**
     * Exposes with the files mf-manifest.json lists as their `sync` JS and CSS, and `async` files
     * (.js or .css: listed under js or css), all written too.
     */
    exposes?: Record<string, { js: string[]; css: string[]; async?: string[] }>;
  } = {},
): Promise<string> {
  const folder = path.join(distDir, "remotes", name, version);
  await mkdir(folder, { recursive: true });
  const info = {
    name: options.infoName ?? name,
    version,
    contractVersion: options.contractVersion ?? 1,
    builtAt: new Date().toISOString(),
    exposes: options.exposes ? Object.keys(options.exposes) : ["./SignInPage"],
    ...(options.routes !== undefined ? { routes: options.routes } : {}),
  };
  await writeFile(path.join(folder, "parley-remote.json"), JSON.stringify(info));
  if (options.withManifest !== false) {
    await writeFile(
      path.join(folder, "mf-manifest.json"),
      JSON.stringify({
        id: name,
        name,
        metaData: { publicPath: `/remotes/${name}/${version}/` },
        exposes: Object.entries(options.exposes ?? {}).map(([expose, files]) => ({
          path: expose,
          assets: {
            js: { sync: files.js, async: (files.async ?? []).filter((f) => f.endsWith(".js")) },
            css: { sync: files.css, async: (files.async ?? []).filter((f) => f.endsWith(".css")) },
          },
        })),
      }),
    );
  }
  for (const file of Object.values(options.exposes ?? {}).flatMap((e) => [
    ...e.js,
    ...e.css,
    ...(e.async ?? []),
  ])) {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), `/* ${name} ${version} ${file} */\n`);
  }
  await writeFile(
    path.join(folder, "remoteEntry.js"),
    `/* ${name} ${version} */\nconsole.log("${name}@${version}");\n`.repeat(40),
  );
  return folder;
}

export async function writeShellBuild(
  distDir: string,
  timestamp = "2026-11-22T10:00:00.000Z",
): Promise<void> {
  const shell = path.join(distDir, "shell");
  await mkdir(path.join(shell, "assets"), { recursive: true });
  await writeFile(
    path.join(shell, "index.html"),
    `<!doctype html><html><head><script defer src="/assets/main.abc123.js"></script></head><body><div id="root"></div></body></html>`,
  );
  await writeFile(path.join(shell, "assets", "main.abc123.js"), `console.log("shell");\n`.repeat(200));
  // The shell's texts and the spec's catalogue, a chunk each per language (host-shell/src/i18n/shell-locales.ts,
  // shared-contracts/src/locales/index.ts).
  for (const [code, hash] of [
    ["en", "e1"],
    ["de", "d1"],
    ["zh-cn", "c1"],
  ] as const) {
    await writeFile(path.join(shell, "assets", `shell-i18n-${code}.${hash}.js`), `/* ${code} */\n`);
    await writeFile(path.join(shell, "assets", `catalogue-${code}.${hash}f.js`), `/* ${code} */\n`);
  }
  // The shell's React side without and with the main layout (shared-contracts SHELL_APP_CHUNKS).
  for (const file of ["shell-app.a1.js", "shell-app.a2.css", "shell-app-main.b1.js", "shell-app-main.b2.css"])
    await writeFile(path.join(shell, "assets", file), `/* ${file} */\n`);
  // react-query, the members' pages' shared library (scripts/build/host-config.ts HOST_PROVIDED_FOR_MEMBERS).
  await writeFile(path.join(shell, "assets", "member-vendors.f00d.js"), `/* react-query */\n`);
  await writeFile(path.join(shell, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
  await writeFile(path.join(shell, "build-info.json"), JSON.stringify({ timestamp, version: "1.15.3" }));
}

/** The shell build's share.html template, as the host build emits it (markers filled per request). */
export async function writeShareTemplate(distDir: string): Promise<void> {
  const shell = path.join(distDir, "shell");
  await mkdir(path.join(shell, "assets"), { recursive: true });
  await writeFile(
    path.join(shell, "share.html"),
    `<!doctype html><html lang="@@PARLEY_LANG@@" dir="@@PARLEY_DIR@@"><head><title>@@PARLEY_TITLE@@</title><script defer src="/assets/share.abc123.js"></script></head><body>@@PARLEY_BODY@@</body></html>`,
  );
  await writeFile(path.join(shell, "assets", "share.abc123.js"), `console.log("share");\n`);
}
