// The image, checked statically (no container engine here): stages, production dependencies only, a
// non-root user, the port, the health check on /healthz, tini as PID 1, nothing secret in the build
// context or the layers. start-command.test.ts runs its CMD on the host.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { copyOf, execForm, instructionsOf, readStages, REPO_ROOT } from "./read-dockerfile.ts";

const stages = readStages();
const runtime = stages.at(-1);
const stage = (name: string) => stages.find((s) => s.name === name);
const rootPackage = JSON.parse(readFileSync(`${REPO_ROOT}/package.json`, "utf8")) as {
  workspaces: string[];
  devDependencies: Record<string, string>;
};

describe("the Dockerfile's stages", () => {
  it("builds in one stage, installs production dependencies in another and runs in a third", () => {
    expect(stages.map((s) => s.name)).toEqual(["build", "deps", "runtime"]);
  });

  it("runs on a slim Node 24 whose tag is pinned", () => {
    for (const s of stages) {
      expect(s.image).toBe("node");
      expect(s.tag).toMatch(/^24\.\d+\.\d+-[a-z]+-slim$/);
    }
    // The same Node as the repository's own (package.json's `node` devDependency).
    expect(runtime?.tag?.split("-")[0]).toBe(rootPackage.devDependencies.node);
  });

  it("copies every workspace's manifest before npm ci (the lockfile needs them all)", () => {
    for (const name of ["build", "deps"]) {
      const s = stage(name);
      if (s === undefined) throw new Error(`no ${name} stage`);
      const copied = instructionsOf(s, "COPY").flatMap((i) => copyOf(i).sources);
      for (const workspace of rootPackage.workspaces) expect(copied).toContain(`${workspace}/package.json`);
    }
  });

  it("installs only the server's production dependencies for the runtime", () => {
    const deps = stage("deps");
    if (deps === undefined) throw new Error("no deps stage");
    const runs = instructionsOf(deps, "RUN").map((i) => i.getArgumentsContent() ?? "");
    expect(runs).toEqual([expect.stringMatching(/^npm ci --omit=dev --workspace server\b/)]);
  });
});

describe("the runtime stage", () => {
  if (runtime === undefined) throw new Error("no stages");
  const copies = instructionsOf(runtime, "COPY").map(copyOf);

  it("takes node_modules from the deps stage and the built dist from the build stage, nothing else built", () => {
    expect(copies.filter((c) => c.from !== null)).toEqual([
      { from: "deps", sources: ["/app/package.json", "/app/package-lock.json"], destination: "./" },
      { from: "deps", sources: ["/app/node_modules"], destination: "./node_modules" },
      { from: "build", sources: ["/src/dist"], destination: "./dist" },
    ]);
  });

  it("copies from the context only the server's and shared contracts' sources, migrations, data and the product docs", () => {
    const sources = copies.filter((c) => c.from === null).flatMap((c) => c.sources);
    expect(sources.sort()).toEqual(
      [
        "docs/product",
        "server/data",
        "server/migrations",
        "server/package.json",
        "server/src",
        "shared-contracts/package.json",
        "shared-contracts/src",
      ].sort(),
    );
    // No tests, no .env, no whole-context copy in the image that runs.
    for (const source of sources) expect(source).not.toMatch(/^\.$|test|\.env|secret/i);
  });

  it("puts the product docs where the server reads them (config.ts: REPO_ROOT/docs/product)", () => {
    const docs = copies.find((c) => c.sources.includes("docs/product"));
    expect(docs?.destination).toBe("docs/product");
    // The runtime's WORKDIR is REPO_ROOT: the server runs as server/src/server.ts under it.
    expect(instructionsOf(runtime, "WORKDIR").map((i) => i.getArgumentsContent())).toEqual(["/app"]);
  });

  it("runs as a non-root user, by number", () => {
    const users = instructionsOf(runtime, "USER").map((i) => i.getArgumentsContent());
    expect(users).toEqual(["1000:1000"]);
    // Nothing after USER runs as root again.
    const last = runtime.instructions.map((i) => i.getKeyword()).lastIndexOf("USER");
    expect(runtime.instructions.slice(last).map((i) => i.getKeyword())).not.toContain("RUN");
  });

  it("exposes the port the server listens on", () => {
    const env = Object.fromEntries(
      instructionsOf(runtime, "ENV").flatMap((i) =>
        (i.getArgumentsContent() ?? "")
          .split(/\s*\\?\s*\n\s*|\s+/)
          .filter((p) => p.includes("="))
          .map((p) => p.split("=") as [string, string]),
      ),
    );
    expect(instructionsOf(runtime, "EXPOSE").map((i) => i.getArgumentsContent())).toEqual([env.PORT]);
    expect(env).toMatchObject({ NODE_ENV: "production", HOST: "0.0.0.0", PARLEY_ROLE: "all" });
    // The data directory is the one writable place (a volume), so the root filesystem can be read-only.
    expect(instructionsOf(runtime, "VOLUME").map((i) => i.getArgumentsContent())).toEqual([
      `["${env.PARLEY_DATA_DIR}"]`,
    ]);
  });

  it("checks its health on /healthz", () => {
    const [check] = instructionsOf(runtime, "HEALTHCHECK");
    expect(check?.getArgumentsContent()).toMatch(/CMD \["node", "-e", ".*\/healthz/);
  });

  it("runs Node under tini, which forwards signals", () => {
    expect(execForm(instructionsOf(runtime, "ENTRYPOINT")[0])).toEqual(["/usr/bin/tini", "--"]);
    expect(
      instructionsOf(runtime, "RUN")
        .map((i) => i.getArgumentsContent())
        .join("\n"),
    ).toMatch(/apt-get install -y --no-install-recommends tini/);
    expect(execForm(instructionsOf(runtime, "CMD")[0])).toEqual(["node", "server/src/server.ts"]);
  });

  it("bakes no secret into any layer", () => {
    for (const s of stages)
      for (const i of s.instructions.filter((i) => ["ENV", "ARG", "LABEL"].includes(i.getKeyword())))
        expect(i.getArgumentsContent()).not.toMatch(/SECRET|PASSWORD|TOKEN|DATABASE_URL|REDIS_URL|KEY/);
  });
});

describe(".dockerignore", () => {
  const ignored = readFileSync(`${REPO_ROOT}/.dockerignore`, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));

  it("keeps secrets, local state and installed or built output out of the build context", () => {
    for (const entry of ["**/.env", "**/.env.*", ".parley-data", "**/node_modules", "dist", ".git"])
      expect(ignored).toContain(entry);
    // A negation would let one of them back in.
    expect(ignored.filter((line) => line.startsWith("!"))).toEqual([]);
  });
});
