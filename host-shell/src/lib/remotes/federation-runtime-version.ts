// The shell's module federation runtime version, compiled in by the host build (scripts/build).
declare const __PARLEY_FEDERATION_RUNTIME__: string | undefined;

/** null outside a build (tests): no runtime check then. */
export const FEDERATION_RUNTIME_VERSION: string | null =
  typeof __PARLEY_FEDERATION_RUNTIME__ === "string" ? __PARLEY_FEDERATION_RUNTIME__ : null;
