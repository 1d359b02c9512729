import { describe, expect, it } from "vitest";
import { CATALOGUE_PARCEL_IDS, isCatalogueParcel } from "./parcel-catalogue.ts";

describe("isCatalogueParcel", () => {
  it("accepts the catalogue's ids and nothing else", () => {
    expect(CATALOGUE_PARCEL_IDS).toContain("mf_conversations/ChatScreen");
    expect(CATALOGUE_PARCEL_IDS.every(isCatalogueParcel)).toBe(true);
    expect(isCatalogueParcel("mf_conversations/ChatScren")).toBe(false);
    // Not fooled by the prototype of the object behind it.
    expect(isCatalogueParcel("toString")).toBe(false);
    expect(isCatalogueParcel("__proto__")).toBe(false);
  });
});
