// The languages chat replies use most, each in its own chunk, and the names models give them.
import type { LanguageFn } from "highlight.js";

type GrammarImport = () => Promise<{ default: LanguageFn }>;

const GRAMMARS: Record<string, GrammarImport> = {
  bash: () => import("highlight.js/lib/languages/bash"),
  c: () => import("highlight.js/lib/languages/c"),
  cpp: () => import("highlight.js/lib/languages/cpp"),
  csharp: () => import("highlight.js/lib/languages/csharp"),
  css: () => import("highlight.js/lib/languages/css"),
  diff: () => import("highlight.js/lib/languages/diff"),
  dockerfile: () => import("highlight.js/lib/languages/dockerfile"),
  go: () => import("highlight.js/lib/languages/go"),
  java: () => import("highlight.js/lib/languages/java"),
  javascript: () => import("highlight.js/lib/languages/javascript"),
  json: () => import("highlight.js/lib/languages/json"),
  kotlin: () => import("highlight.js/lib/languages/kotlin"),
  markdown: () => import("highlight.js/lib/languages/markdown"),
  php: () => import("highlight.js/lib/languages/php"),
  python: () => import("highlight.js/lib/languages/python"),
  ruby: () => import("highlight.js/lib/languages/ruby"),
  rust: () => import("highlight.js/lib/languages/rust"),
  scss: () => import("highlight.js/lib/languages/scss"),
  shell: () => import("highlight.js/lib/languages/shell"),
  sql: () => import("highlight.js/lib/languages/sql"),
  swift: () => import("highlight.js/lib/languages/swift"),
  typescript: () => import("highlight.js/lib/languages/typescript"),
  xml: () => import("highlight.js/lib/languages/xml"),
  yaml: () => import("highlight.js/lib/languages/yaml"),
};

const ALIASES: Record<string, string> = {
  sh: "bash",
  zsh: "bash",
  console: "shell",
  "c++": "cpp",
  cc: "cpp",
  hpp: "cpp",
  h: "c",
  cs: "csharp",
  "c#": "csharp",
  docker: "dockerfile",
  golang: "go",
  js: "javascript",
  jsx: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  jsonc: "json",
  kt: "kotlin",
  md: "markdown",
  py: "python",
  python3: "python",
  rb: "ruby",
  rs: "rust",
  ts: "typescript",
  tsx: "typescript",
  html: "xml",
  xhtml: "xml",
  svg: "xml",
  yml: "yaml",
  patch: "diff",
  postgres: "sql",
  postgresql: "sql",
  mysql: "sql",
};

/** The grammar name for a fence's language, or null when none is offered. */
export function grammarName(language: string): string | null {
  const name = language.toLowerCase();
  const canonical = ALIASES[name] ?? name;
  return Object.hasOwn(GRAMMARS, canonical) ? canonical : null;
}

export function importGrammar(name: string): Promise<{ default: LanguageFn }> {
  const load = GRAMMARS[name];
  if (!load) return Promise.reject(new Error(`no grammar ${name}`));
  return load();
}
