import { RELEASE_VERSION } from "@parley/shared-contracts/constants";

/**
 * The build's timestamp, compiled in by scripts/build (DefinePlugin); the same value is in
 * dist/shell/build-info.json, which shellEndpoints.version reports. Outside a build (tests)
 * it is "development".
 */
export const BUILD_TIMESTAMP: string =
  typeof __PARLEY_BUILD_TIMESTAMP__ === "string" ? __PARLEY_BUILD_TIMESTAMP__ : "development";

/** The product's release version shown in the user menu. */
export const APP_VERSION = RELEASE_VERSION;
