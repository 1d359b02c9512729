// The shared ParcelCatalogue types mountParcel and createParcel; the remotes' rspack configs decide
// what is really exposed. They must name the same parcels, or a typed id would 404 at runtime.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CATALOGUE_PARCEL_IDS } from "@parley/shared-contracts/parcel-catalogue";
import { findRemoteWorkspaces } from "./workspaces.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the parcel catalogue", () => {
  it("names exactly the parcels the remotes expose", async () => {
    const exposed = (await findRemoteWorkspaces(root)).flatMap(({ definition }) =>
      Object.keys(definition.exposes).map((key) => `${definition.container}/${key.replace(/^\.\//, "")}`),
    );
    expect(exposed.length).toBeGreaterThan(0);
    expect([...CATALOGUE_PARCEL_IDS].sort()).toEqual(exposed.sort());
  });
});
