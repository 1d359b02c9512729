// A remote's chunks load from the origin its remoteEntry.js came from: a CDN when the manifest names
// one (PARLEY_REMOTES_ORIGIN), else the page's own. The build's publicPath stays the root-relative
// `/remotes/<remote>/<version>/` (what mf-manifest.json says and publishing checks); this module of the
// container entry resolves it against the entry script's URL while that script runs.
import type { Compiler, RspackPluginInstance } from "@rspack/core";

// document.currentScript is the entry's <script> only while it executes, which is when entry modules run.
const CODE = [
  'if (typeof document !== "undefined" && document.currentScript && document.currentScript.src)',
  "  __webpack_public_path__ = new URL(__webpack_public_path__, document.currentScript.src).href;",
].join("\n");

export class EntryOriginPublicPathPlugin implements RspackPluginInstance {
  readonly name = "ParleyEntryOriginPublicPath";
  readonly #container: string;

  /** `container`: the federation container's name, which is its entry's name. */
  constructor(container: string) {
    this.#container = container;
  }

  apply(compiler: Compiler): void {
    const module = `data:text/javascript;base64,${Buffer.from(CODE, "utf8").toString("base64")}`;
    // Into the container's entry, ahead of the container module: the entry's last module is what
    // the container global exports, so this one must not come last.
    compiler.hooks.afterPlugins.tap(this.name, () => {
      new compiler.webpack.EntryPlugin(compiler.context, module, { name: this.#container }).apply(compiler);
    });
  }
}
