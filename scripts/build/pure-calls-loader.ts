// Lets the minifier drop a library's unused top-level React component wrappers. react-router ships
// `const Link = React.forwardRef(…)` without a pure annotation and names each wrapper for DevTools
// on a line of its own (`Link.displayName = "Link"`): a call the minifier cannot prove harmless, and
// a write to its result, both stay. So its <Link>, <NavLink> and <Form>, with the framework mode's
// prefetching they reach, were in the shell's first chunk on every page though the shell uses none
// of them (docs/benchmarks.md, session 17). Used wrappers keep working; they lose only their DevTools
// name, which production builds do not show.

const WRAPPER_CALL = /(=\s*)(React(?:\$\d+)?\.(?:forwardRef|memo|createContext)\()/g;
/** A top-level statement naming a binding for DevTools (not indented: not inside a function). */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";\n/gm;

/** The source with its component wrappers marked pure and their top-level DevTools names removed. */
export function annotatePureCalls(source: string): string {
  return source.replace(WRAPPER_CALL, "$1/* @__PURE__ */ $2").replace(DISPLAY_NAME, "");
}

export default function pureCallsLoader(source: string): string {
  return annotatePureCalls(source);
}
