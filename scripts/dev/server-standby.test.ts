import { describe, expect, it } from "vitest";
import { importedPackages } from "./server-standby.ts";
import { restartsServer } from "./run.ts";

describe("the server's standby process", () => {
  it("loads the installed packages the server imports, not its own modules nor types", () => {
    const sources = new Map([
      [
        "/s/app.ts",
        'import Fastify from "fastify";\nimport type { Db } from "pg";\nimport { x } from "./x.ts";\nimport path from "node:path";\n',
      ],
      [
        "/s/b.ts",
        'import {\n  a,\n  b,\n} from "@fastify/static";\nimport { c } from "@parley/shared-contracts/api/c";\nimport "fastify";\n',
      ],
    ]);
    expect(Object.fromEntries(importedPackages(sources))).toEqual({
      fastify: "/s/app.ts",
      "@fastify/static": "/s/b.ts",
    });
  });
});

describe("what restarts the server", () => {
  it("is an edit of its code, migrations or contracts, not of a test", () => {
    expect(restartsServer("modules/tools/routes.ts")).toBe(true);
    expect(restartsServer("0042_tools.sql")).toBe(true);
    expect(restartsServer("modules/tools/routes.test.ts")).toBe(false);
    expect(restartsServer("README.md")).toBe(false);
  });
});
