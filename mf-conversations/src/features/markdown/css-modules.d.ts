// CSS Modules (`*.module.css`) as the build (scripts/build/common-config.ts) compiles them: a default
// export of the class names. Move to mf-conversations/src/ once the remote has its own, and delete this.
declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** KaTeX's stylesheet, imported for its side effect (the build emits it as a CSS chunk). */
declare module "katex/dist/katex.min.css";
