// The environment of a build run in a temporary checkout (the build tests): the caller's, minus the
// settings that would send it to another dist folder or another version than the checkout's own.
export function checkoutBuildEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => key !== "PARLEY_DIST_DIR" && key !== "PARLEY_REMOTE_VERSION",
    ),
  );
}
