// The list of remotes that cannot be read from the workspaces, the zod enum the server validates
// names with, names every `mf-*` workspace and only those: `npm run new:remote` adds to it
// (scripts/new-remote/generate.ts). The Dockerfile's copies: deploy/dockerfile.test.ts.
import { fileURLToPath } from "node:url";
import { remoteNameSchema } from "@parley/shared-contracts/api/remotes";
import { describe, expect, it } from "vitest";
import { expectedContainer, remoteWorkspaceNames } from "./workspaces.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const workspaces = remoteWorkspaceNames(root);

describe("the lists of remotes", () => {
  it("remoteNameSchema names every remote workspace's container", () => {
    expect([...remoteNameSchema.options].sort()).toEqual(workspaces.map(expectedContainer).sort());
  });
});
