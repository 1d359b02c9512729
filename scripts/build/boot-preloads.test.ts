import { describe, expect, it } from "vitest";
import { bootPreloadFiles, withPreloads, type StatsChunk } from "./boot-preloads.ts";

const BOOT = { moduleName: "./src/index.ts", request: "./bootstrap.tsx" };

// The shape of the host build's chunk graph (ids and names as rspack writes them).
const chunks: StatsChunk[] = [
  { id: 1889, names: ["main"], initial: true, files: ["assets/main.1.js", "assets/main.2.css"] },
  { id: 9985, names: ["share"], initial: true, files: ["assets/share.3.js"] },
  {
    id: 2068,
    initial: false,
    parents: [1889],
    origins: [BOOT],
    files: ["assets/2068.4.js", "assets/2068.5.css"],
  },
  {
    id: 4121,
    initial: false,
    parents: [1889, 9985],
    origins: [{ moduleName: "provide shared module (default) react@19.3.1 = react/index.js" }],
    files: ["assets/4121.6.js"],
  },
  // Provided to the share page only.
  {
    id: 1746,
    initial: false,
    parents: [9985],
    origins: [{ moduleName: "provide shared module (default) katex@0.16.0 = katex/index.js" }],
    files: ["assets/1746.7.js"],
  },
  // A language's texts and a lazy feature: loaded when needed, not at boot.
  {
    id: 3985,
    initial: false,
    parents: [2068],
    origins: [{ moduleName: "./src/i18n/shell-locales.ts", request: "./locales/en.ts" }],
    files: ["assets/shell-i18n-en.8.js"],
  },
  {
    id: 3974,
    initial: false,
    parents: [1889],
    origins: [{ moduleName: "./src/app/x.ts", request: "single-spa" }],
  },
  {
    id: 6089,
    initial: false,
    parents: [4275],
    origins: [{ moduleName: "consume shared module react-dom" }],
    files: ["assets/6089.9.js"],
  },
];

// react-i18next, provided for older remotes only: its wrapper and the library's own chunk.
const forOlderRemotes: StatsChunk[] = [
  {
    id: 6220,
    initial: false,
    parents: [1889],
    origins: [
      { moduleName: "provide shared module (default) react-i18next@18.0.1 = src/i18n/bound.ts" },
      { moduleName: "consume shared module (default) react-i18next@^18.0.0 (fallback: src/i18n/bound.ts)" },
    ],
    files: ["assets/6220.10.js"],
  },
];

describe("the shell's boot preloads", () => {
  it("leave out what only provides or consumes a package not to preload", () => {
    const all = [...chunks, ...forOlderRemotes];
    expect(bootPreloadFiles(all, "main", [BOOT])).toContain("assets/6220.10.js");
    expect(bootPreloadFiles(all, "main", [BOOT], ["react-i18next"])).toEqual([
      "assets/2068.4.js",
      "assets/2068.5.css",
      "assets/4121.6.js",
    ]);
  });

  it("are the boot import's files and the singletons provided to the entry, nothing lazy", () => {
    expect(bootPreloadFiles(chunks, "main", [BOOT])).toEqual([
      "assets/2068.4.js",
      "assets/2068.5.css",
      "assets/4121.6.js",
    ]);
  });

  it("fail the build when the entry is missing", () => {
    expect(() => bootPreloadFiles(chunks, "nope", [BOOT])).toThrow("no initial chunk named nope");
  });

  it("go before </head>, scripts as scripts and styles as styles", () => {
    const html = '<html><head><script defer src="/assets/main.1.js"></script></head><body></body></html>';
    expect(withPreloads(html, ["assets/a.js", "assets/b.css"], "/")).toBe(
      '<html><head><script defer src="/assets/main.1.js"></script><link rel="preload" as="script" href="/assets/a.js"><link rel="preload" as="style" href="/assets/b.css"></head><body></body></html>',
    );
    expect(() => withPreloads("<html></html>", [], "/")).toThrow();
  });
});
