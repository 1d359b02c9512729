// `npm run new:remote mf-<name>` (scripts/new-remote.ts): a new remote from ./template/, and the few
// lists that cannot be read from the workspaces (a zod enum, a typed catalogue, the Dockerfile). The
// lint, knip, vitest and build lists of remotes follow the root package.json's workspaces by themselves
// (scripts/build/workspaces.ts `remoteWorkspaceNames`).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const TEMPLATE = fileURLToPath(new URL("./template/", import.meta.url));
/** Template files end in `.tmpl`, so that lint, type check and knip leave the placeholders alone. */
const SUFFIX = ".tmpl";
/** Template folders whose files go to the end-to-end suite rather than into the remote. */
const E2E_FOLDERS: Readonly<Record<string, string>> = {
  "e2e-page": join("e2e", "pages"),
  "e2e-spec": join("e2e", "tests"),
};

/** A workspace name a remote may have: `mf-` and lowercase words joined by hyphens. */
const REMOTE_NAME = /^mf-[a-z]+(?:-[a-z]+)*$/;

/** The spellings of one remote's name the template's placeholders stand for. */
export interface RemoteNames {
  /** `mf-team-notes`: the folder and workspace. */
  workspace: string;
  /** `mf_team_notes`: the module federation container, i18next namespace and manifest key. */
  container: string;
  /** `team-notes`: file names, the page's path and test ids. */
  slug: string;
  /** `TeamNotes`: components and types. */
  pascal: string;
  /** `teamNotes`: values. */
  camel: string;
  /** `TEAM_NOTES`: constants. */
  constant: string;
  /** `Team notes`: the page's title until someone names it. */
  title: string;
}

/**
 * The names of a new remote, or the reason the name cannot be one: `mf-` and lowercase letters in
 * words joined by single hyphens (the container, `mf_…`, must match the server's `^mf_[a-z_]+$`).
 */
export function parseRemoteName(name: string): RemoteNames | { error: string } {
  if (!REMOTE_NAME.test(name)) {
    return {
      error: `"${name}" is not a remote name: use mf- and lowercase letters, words joined by hyphens (mf-team-notes).`,
    };
  }
  const words = name.slice("mf-".length).split("-");
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return {
    workspace: name,
    container: name.replace(/-/g, "_"),
    slug: words.join("-"),
    pascal: capitalised.join(""),
    camel: words[0] + capitalised.slice(1).join(""),
    constant: words.join("_").toUpperCase(),
    title: [capitalised[0] ?? "", ...words.slice(1)].join(" "),
  };
}

function fill(text: string, names: RemoteNames): string {
  return text
    .replaceAll("__workspace__", names.workspace)
    .replaceAll("__container__", names.container)
    .replaceAll("__slug__", names.slug)
    .replaceAll("__Pascal__", names.pascal)
    .replaceAll("__camel__", names.camel)
    .replaceAll("__CONST__", names.constant)
    .replaceAll("__Title__", names.title);
}

function templateFiles(dir = TEMPLATE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? templateFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function edit(root: string, file: string, change: (text: string) => string): string {
  const path = join(root, file);
  writeFileSync(path, change(readFileSync(path, "utf8")));
  return file;
}

/** Every file the generator wrote or changed, relative to the repository's root. */
export interface GeneratedRemote {
  created: string[];
  changed: string[];
}

/** Writes the remote `names` into the repository at `root`. */
export function generateRemote(root: string, names: RemoteNames): GeneratedRemote {
  const rootPackage = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    workspaces: string[];
  };
  if (rootPackage.workspaces.includes(names.workspace) || existsSync(join(root, names.workspace))) {
    throw new Error(`${names.workspace} exists already.`);
  }
  const expose = `${names.container}/${names.pascal}Page`;
  const created: string[] = [];
  for (const source of templateFiles()) {
    const path = fill(relative(TEMPLATE, source), names).slice(0, -SUFFIX.length);
    const [folder = "", ...rest] = path.split(/[\\/]/);
    const e2eFolder = E2E_FOLDERS[folder];
    const target = e2eFolder === undefined ? join(names.workspace, path) : join(e2eFolder, ...rest);
    if (existsSync(join(root, target))) throw new Error(`${target} exists already.`);
    mkdirSync(dirname(join(root, target)), { recursive: true });
    writeFileSync(join(root, target), fill(readFileSync(source, "utf8"), names));
    created.push(target);
  }

  // After the last remote, so the build's order stays the file's.
  const lastRemote = rootPackage.workspaces.findLastIndex((name) => name.startsWith("mf-"));
  rootPackage.workspaces.splice(lastRemote + 1, 0, names.workspace);
  const changed = [
    edit(root, "package.json", (text) => {
      const json = JSON.parse(text) as Record<string, unknown>;
      return `${JSON.stringify({ ...json, workspaces: rootPackage.workspaces }, null, 2)}\n`;
    }),
    edit(root, "shared-contracts/src/api/remotes.ts", (text) => {
      const list = /(export const remoteNameSchema = z\.enum\(\[\n(?:\s+"[a-z_]+",\n)*)(\]\);)/;
      if (!list.test(text))
        throw new Error("shared-contracts/src/api/remotes.ts: remoteNameSchema not found.");
      return text.replace(list, `$1  "${names.container}",\n$2`);
    }),
    edit(root, "shared-contracts/src/parcel-catalogue.ts", (text) => {
      const catalogue = /(export interface ParcelCatalogue \{\n[\s\S]*?)(\n\}\n)/;
      const runtime = /(const CATALOGUE: [^\n]*\{\n[\s\S]*?)(\n\};\n)/;
      if (!catalogue.test(text) || !runtime.test(text)) {
        throw new Error("shared-contracts/src/parcel-catalogue.ts: ParcelCatalogue or CATALOGUE not found.");
      }
      return text
        .replace(catalogue, `$1\n  "${expose}": RouteProps;$2`)
        .replace(runtime, `$1\n  "${expose}": true,$2`);
    }),
    // Each stage that installs copies every workspace's package.json first (deploy/dockerfile.test.ts).
    edit(root, "Dockerfile", (text) => {
      const lines = text.split("\n");
      const copy = /^COPY (mf-[a-z-]+)\/package\.json \1\/$/;
      const out = lines.flatMap((line, index) =>
        copy.test(line) && !copy.test(lines[index + 1] ?? "")
          ? [line, `COPY ${names.workspace}/package.json ${names.workspace}/`]
          : [line],
      );
      if (out.length === lines.length) throw new Error("Dockerfile: found no COPY mf-*/package.json line.");
      return out.join("\n");
    }),
  ];
  return { created, changed };
}

/** What to do next, for the terminal. */
export function nextSteps(names: RemoteNames): string {
  const step = (command: string, what: string) => `  ${command.padEnd(48)} ${what}`;
  return [
    "Next:",
    step("npm install", "links the new workspace (and updates package-lock.json)"),
    step(`node scripts/build.ts --only ${names.workspace}`, `builds dist/remotes/${names.container}/1.0.0/`),
    step(`npx vitest run --project ${names.workspace}`, "runs its tests"),
    step("npm start", `serves it: every workspace's manifest names it; signed in, open /${names.slug}`),
    `Its page and slots: ${names.workspace}/rspack.config.ts (routes, slots); its parcel: ${names.workspace}/src/parcels/;`,
    `its texts: ${names.workspace}/src/i18n/locales/ (12 languages); its e2e spec: e2e/tests/${names.slug}.spec.ts,`,
    `with its page object e2e/pages/${names.slug}-page.ts.`,
    "CONTRIBUTING.md § A remote says the rest (docs, a product page).",
  ].join("\n");
}
