import { describe, expect, it } from "vitest";
import { checkRemoteBuild, shellContract, type BuildFiles } from "./remote-contract.ts";

const contract = shellContract({
  contractVersion: 1,
  federationRuntime: "2.9.2",
  singletons: {
    react: { version: "19.3.1", strict: true },
    zustand: { version: "5.1.0", strict: false },
    "tiny-lib": { version: "0.4.2", strict: false },
  },
});

/** A build of mf_share as the real one looks, with the shared entries given. */
function build(shared: { name: string; requiredVersion?: unknown; singleton?: boolean }[]): BuildFiles {
  const files: Record<string, string> = {
    "parley-remote.json": JSON.stringify({
      name: "mf_share",
      version: "1.0.0",
      contractVersion: 1,
      builtAt: "2026-12-01T00:00:00.000Z",
      exposes: ["./ShareDialog", "./ContinueSnapshotPage"],
      federationRuntime: "2.9.2",
      routes: { version: 1, routes: [] },
      events: { emits: ["toast.shown"], handles: ["language.changed"] },
    }),
    "mf-manifest.json": JSON.stringify({
      metaData: { publicPath: "/remotes/mf_share/1.0.0/" },
      exposes: [{ path: "./ShareDialog" }, { path: "./ContinueSnapshotPage" }],
      shared: shared.map((s) => ({ singleton: true, ...s })),
    }),
    "remoteEntry.js": "",
  };
  return { has: (path) => path in files, text: (path) => files[path] };
}

const differences = (shared: Parameters<typeof build>[0]) =>
  checkRemoteBuild(build(shared), contract).differences.map((d) => d.message);

describe("the shared singletons of a build against the shell's", () => {
  it("accept the ranges the build writes, older minors and narrower ranges", () => {
    expect(
      differences([
        { name: "react", requiredVersion: "^19.3.0" },
        { name: "zustand", requiredVersion: "^5.0.0" },
        { name: "tiny-lib", requiredVersion: "^0.4.0" },
      ]),
    ).toEqual([]);
    expect(
      differences([
        { name: "react", requiredVersion: "~19.3.0" },
        { name: "zustand", requiredVersion: "5.1.0" },
      ]),
    ).toEqual([]);
  });

  it("refuse a wider range, no range, a newer minor, another major and a non-singleton", () => {
    expect(differences([{ name: "react", requiredVersion: "^18.0.0 || ^19.0.0" }])[0]).toMatch(
      /^react requires "\^18\.0\.0 \|\| \^19\.0\.0", wider than the contract: a \^19\.x\.y range/,
    );
    expect(differences([{ name: "zustand", requiredVersion: false }])[0]).toMatch(
      /^zustand requires any version, wider than the contract/,
    );
    expect(differences([{ name: "tiny-lib", requiredVersion: "^0.3.0" }])[0]).toBe(
      `tiny-lib requires "^0.3.0", which the shell's 0.4.2 does not satisfy (the build would run on a version it was not built with)`,
    );
    expect(differences([{ name: "zustand", requiredVersion: "^5.2.0" }])[0]).toMatch(
      /which the shell's 5\.1\.0 does not satisfy/,
    );
    expect(differences([{ name: "react", requiredVersion: "^20.0.0" }])[0]).toMatch(
      /which the shell's 19\.3\.1 does not satisfy \(strict: the shell refuses the build\)/,
    );
    expect(differences([{ name: "react", requiredVersion: "^19.3.0", singleton: false }])).toEqual([
      "react is shared but not as a singleton: a second copy would run beside the shell's",
    ]);
  });

  it("note a shared package the shell does not provide without failing", () => {
    const check = checkRemoteBuild(build([{ name: "lodash", requiredVersion: "^4.0.0" }]), contract);
    expect(check.differences).toEqual([]);
    expect(check.notes).toContain(
      "shares lodash, which the shell does not provide: the build's own copy is used",
    );
  });
});

describe("a build checked without a contract", () => {
  it("is checked for what any build must be, not against a catalogue or singletons", () => {
    const check = checkRemoteBuild(build([{ name: "react", requiredVersion: "*" }]));
    expect(check.differences).toEqual([]);
    expect(check.info?.name).toBe("mf_share");
  });
});

describe("a dev server's build", () => {
  it("must be made for the dev server's origin, which then replaces the release folder's path", () => {
    const files = build([]);
    const devPath = { publicPath: "http://localhost:3006/" };
    expect(checkRemoteBuild(files, contract, devPath).differences.map((d) => d.message)).toEqual([
      "mf-manifest.json's publicPath is /remotes/mf_share/1.0.0/, not http://localhost:3006/: build with this version",
    ]);
    expect(checkRemoteBuild(files, contract).differences).toEqual([]);
  });
});
