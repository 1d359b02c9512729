// Preload links for the page being opened, so the browser fetches the route's remote from the first
// byte of the document instead of after the shell's script has run and the remote's entry has
// answered (two steps fewer in the chain), and, for a signed-in member, the first API reads: the
// shell's profile and those the page and its left panel declare (`reads`), which would otherwise wait
// for the page's code. The route and its layout slots come from the tenant's
// manifest (the remotes' declarations, as the shell reads them); each parcel's first files from the
// build's mf-manifest.json. Every link carries the sha384 the remote's own loader will ask for
// (remoteEntry.js: the manifest's; chunks: the SRI hash the build embeds), or the browser would not
// use the preloaded response and would fetch the file twice.
import type { RemoteManifest } from "@parley/shared-contracts/api/remotes";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { PROFILE_READ } from "@parley/shared-contracts/shell-document";
import { isChunkName, matchRoutePath, type RemoteRoute } from "@parley/shared-contracts/remote-routes";
import { sha384Integrity } from "../remotes/catalog.ts";
import type { RemoteFiles } from "../remotes/remote-files.ts";

type Entry = NonNullable<RemoteManifest["remotes"][keyof RemoteManifest["remotes"]]>;

interface ExposeAssets {
  js: string[];
  css: string[];
  /** Chunks loaded on demand; among them the interface texts, one per language. */
  asyncJs: string[];
  asyncCss: string[];
}

/**
 * The files of the named on-demand chunks a route declares (`<name>.<hash>.js` and `.css`), among an
 * expose's async JS and CSS.
 */
const namedChunks = (assets: ExposeAssets, declared: readonly string[]) => {
  // Names as the contract allows them (the publish API checks them; a pattern never takes more).
  const names = declared.filter(isChunkName);
  if (names.length === 0) return { js: [], css: [] };
  const pattern = new RegExp(`(^|/)(${names.join("|")})\\.[0-9a-f]+\\.(js|css)$`);
  return {
    js: assets.asyncJs.filter((file) => pattern.test(file)),
    css: assets.asyncCss.filter((file) => pattern.test(file)),
  };
};

/** The interface texts of `language` among an expose's chunks (`i18n-<code>.<hash>.js`). */
const textsChunk = (asyncJs: string[], language: LanguageCode) => {
  // Once per parcel, not once per file: this runs for every document.
  const pattern = new RegExp(`(^|/)i18n-${language}\\.[0-9a-f]+\\.js$`);
  return asyncJs.find((file) => pattern.test(file));
};

/** What mf-manifest.json says an expose needs before it can run (its `sync` files), and its async ones. */
function exposeAssets(manifest: unknown, expose: string): ExposeAssets | null {
  const exposes = (manifest as { exposes?: unknown }).exposes;
  if (!Array.isArray(exposes)) return null;
  const found = exposes.find((e: { path?: unknown }) => e.path === expose) as
    | { assets?: { js?: { sync?: unknown; async?: unknown }; css?: { sync?: unknown; async?: unknown } } }
    | undefined;
  const strings = (value: unknown) =>
    Array.isArray(value)
      ? value.filter((v): v is string => typeof v === "string" && /^[\w./-]+$/.test(v))
      : [];
  if (!found?.assets) return null;
  return {
    js: strings(found.assets.js?.sync),
    css: strings(found.assets.css?.sync),
    asyncJs: strings(found.assets.js?.async),
    asyncCss: strings(found.assets.css?.async),
  };
}

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The route of `pathname` on a workspace host: the first remote that declares it, as in the shell. */
export function declaredRoute(manifest: RemoteManifest, pathname: string): DeclaredRoute | undefined {
  for (const [container, entry] of Object.entries<Entry>(manifest.remotes as Record<string, Entry>)) {
    const route = entry.routes?.routes.find(
      (r) => (r.hosts ?? ["workspace"]).includes("workspace") && matchRoutePath(r.path, pathname) !== null,
    );
    if (route) return { container, route };
  }
  return undefined;
}

/** A path's route and the remote that declares it (`declaredRoute`). */
export type DeclaredRoute = { container: string; route: RemoteRoute };

export interface RoutePreloads {
  /**
   * The links for the page of `found` (`declaredRoute` of its path) on a workspace host ("" when
   * there is nothing to preload).
   */
  linksFor(
    manifest: RemoteManifest,
    found: DeclaredRoute | undefined,
    signedIn: boolean,
    language?: LanguageCode,
  ): Promise<string>;
}

export function createRoutePreloads(files: RemoteFiles): RoutePreloads {
  // Versions are immutable: each build's manifest and each file's hash are read once.
  const manifests = new Map<string, Promise<unknown>>();
  const hashes = new Map<string, Promise<string | null>>();

  const mfManifest = (container: string, version: string) => {
    const key = `${container}/${version}`;
    let read = manifests.get(key);
    if (read === undefined) {
      read = files.read(container, version, "mf-manifest.json").then((data) => {
        try {
          return data ? (JSON.parse(Buffer.from(data).toString("utf8")) as unknown) : null;
        } catch {
          return null;
        }
      });
      manifests.set(key, read);
    }
    return read;
  };
  const hashOf = (container: string, version: string, file: string) => {
    const key = `${container}/${version}/${file}`;
    let hash = hashes.get(key);
    if (hash === undefined) {
      hash = files.read(container, version, file).then((data) => (data ? sha384Integrity(data) : null));
      hashes.set(key, hash);
    }
    return hash;
  };

  /**
   * The links of one parcel: the expose's first files, its texts in `language`, and the on-demand
   * chunks the route names (`chunks`).
   */
  async function parcelLinks(
    container: string,
    entry: Entry,
    expose: string,
    language: LanguageCode | undefined,
    chunks: readonly string[] = [],
  ): Promise<string[]> {
    const assets = exposeAssets(await mfManifest(container, entry.version), expose);
    if (assets === null) return [];
    const base = entry.remoteEntry.slice(0, entry.remoteEntry.lastIndexOf("/") + 1);
    const link = async (file: string, as: "script" | "style") => {
      const integrity = await hashOf(container, entry.version, file);
      return integrity === null
        ? ""
        : `<link rel="preload" as="${as}" crossorigin="anonymous" integrity="${integrity}" href="${attribute(base + file)}">`;
    };
    const texts = language === undefined ? undefined : textsChunk(assets.asyncJs, language);
    const named = namedChunks(assets, chunks);
    return Promise.all([
      ...assets.js.map((file) => link(file, "script")),
      ...(texts === undefined ? [] : [link(texts, "script")]),
      ...named.js.map((file) => link(file, "script")),
      ...assets.css.map((file) => link(file, "style")),
      ...named.css.map((file) => link(file, "style")),
    ]);
  }

  return {
    async linksFor(manifest, found, signedIn, language) {
      const remotes = Object.entries<Entry>(manifest.remotes as Record<string, Entry>);
      // A signed-out visitor of a members' page is sent to sign in: nothing of it to preload.
      if (!found || (found.route.kind !== "page" && !signedIn)) return "";
      const parcels: [string, string][] = [[found.container, found.route.expose]];
      // Parcels of other remotes the page mounts at once (`mf_collaboration/CollaborationControls`).
      for (const id of found.route.parcels ?? []) {
        const [container = "", expose = ""] = id.split("/");
        parcels.push([container, `./${expose}`]);
      }
      // The shell reads the profile on every members' page; the page and its panel name their own.
      const reads = signedIn ? [PROFILE_READ, ...(found.route.reads ?? [])] : [];
      const area = found.route.kind === "main" ? found.route.area : undefined;
      if (area !== undefined) {
        for (const [container, entry] of remotes) {
          const slot = entry.routes?.slots?.find((s) => s.slot === "left-panel" && s.area === area);
          if (slot?.slot === "left-panel") {
            parcels.push([container, slot.expose]);
            if (signedIn) reads.push(...(slot.reads ?? []));
            break;
          }
        }
      }
      const links: string[] = [];
      const entries = new Set<string>();
      for (const [index, [container, expose]] of parcels.entries()) {
        const entry = manifest.remotes[container as keyof RemoteManifest["remotes"]];
        // A dev server's build: nothing of it to preload (no fixed files, no hash).
        if (!entry || entry.channel === "development") continue;
        if (!entries.has(container)) {
          entries.add(container);
          links.push(
            `<link rel="preload" as="script" crossorigin="anonymous" integrity="${entry.integrity}" href="${attribute(entry.remoteEntry)}">`,
          );
        }
        // The route's own chunks belong to its page (the first parcel).
        const chunks = index === 0 ? found.route.chunks : undefined;
        links.push(...(await parcelLinks(container, entry, expose, language, chunks)));
      }
      // `use-credentials`: the shell's API client fetches with cookies, and a preload is used only by a
      // request of the same credentials mode.
      for (const read of reads)
        links.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attribute(read)}">`);
      return [...new Set(links)].join("");
    },
  };
}
