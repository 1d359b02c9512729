import type { ParcelId } from "@parley/shared-contracts/shell";

/** Splits `"mf_auth/SignInPage"` into the container and the expose key (`./SignInPage`). */
export function parseParcelId(id: ParcelId): { container: string; expose: string } {
  const slash = id.indexOf("/");
  return { container: id.slice(0, slash), expose: `./${id.slice(slash + 1)}` };
}
