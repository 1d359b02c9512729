// CSS Modules (`*.module.css`): the build (scripts/build/common-config.ts) gives a default export of
// the class names, camel-cased and prefixed with the container name.
declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
