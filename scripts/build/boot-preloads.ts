// The shell's boot files, preloaded from its document: without them the browser learns of the
// React side of the shell (bootstrap.tsx's chunks) and of the shared singletons it provides (react,
// react-dom, i18next, …) only after main.js has downloaded and run — one step deeper in the chain,
// after the route's remote, whose files the server preloads already. Read from the build's own chunk
// graph, so a new shared library or a moved module needs no list kept by hand.

/** The parts of an rspack stats chunk this reads. */
export interface StatsChunk {
  id?: string | number | null;
  names?: string[];
  files?: string[];
  initial?: boolean;
  parents?: (string | number)[];
  origins?: { moduleName?: string; request?: string }[];
}

/** The package a "provide/consume shared module (scope) name@version …" origin is about. */
function sharedPackage(moduleName: string | undefined): string | undefined {
  return /^(?:provide|consume) shared module \([^)]*\) (.+?)@/.exec(moduleName ?? "")?.[1];
}

/**
 * The files of the chunks the entry loads at start: those of the `boot` imports (`index.ts` →
 * `./bootstrap.tsx`) and those that provide a shared singleton to the entry. Texts per language and
 * lazy features stay out (they have other origins), and so do the chunks that only provide or
 * consume a package of `notPreloaded` (one the host provides for some remotes only).
 */
export function bootPreloadFiles(
  chunks: readonly StatsChunk[],
  entry: string,
  boot: readonly { moduleName: string; request: string }[],
  notPreloaded: readonly string[] = [],
): string[] {
  const entryChunk = chunks.find((chunk) => chunk.initial && chunk.names?.includes(entry));
  if (entryChunk?.id === undefined || entryChunk.id === null)
    throw new Error(`no initial chunk named ${entry}`);
  const entryId = entryChunk.id;
  const files = new Set<string>();
  for (const chunk of chunks) {
    if (chunk.initial) continue;
    const origins = chunk.origins ?? [];
    const fromBoot = origins.some((o) =>
      boot.some((b) => o.moduleName === b.moduleName && o.request === b.request),
    );
    const providesToEntry =
      origins.some((o) => o.moduleName?.startsWith("provide shared module") === true) &&
      (chunk.parents ?? []).includes(entryId);
    if (!fromBoot && !providesToEntry) continue;
    const onlyNotPreloaded =
      origins.length > 0 && origins.every((o) => notPreloaded.includes(sharedPackage(o.moduleName) ?? ""));
    if (onlyNotPreloaded) continue;
    for (const file of chunk.files ?? []) if (/\.(js|css)$/.test(file)) files.add(file);
  }
  return [...files].sort();
}

/** The document with a preload link per file, just before `</head>` (after the entry's own tags). */
export function withPreloads(html: string, files: readonly string[], publicPath: string): string {
  const links = files
    .map(
      (file) =>
        `<link rel="preload" as="${file.endsWith(".css") ? "style" : "script"}" href="${publicPath}${file}">`,
    )
    .join("");
  const at = html.indexOf("</head>");
  if (at === -1) throw new Error("the shell's document has no </head>");
  return html.slice(0, at) + links + html.slice(at);
}
