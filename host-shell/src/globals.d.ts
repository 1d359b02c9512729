// Build-time constants (scripts/build/host-config.ts, DefinePlugin) and CSS Modules.

/** ISO time of the shell build; compared with the server's (shellEndpoints.version) to offer a refresh. */
declare const __PARLEY_BUILD_TIMESTAMP__: string;

declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module "*.css";

/** react-i18next itself, past the share scope (an alias of the build and tests; bound-react-i18next.ts). */
declare module "react-i18next-unshared" {
  export * from "react-i18next";
}
