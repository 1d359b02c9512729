// Flat config. Boundary rules: remotes never import each other or the host; shared-contracts
// imports nothing of ours and no React/Node APIs; ui-kit (the remotes' component kit) imports only
// shared-contracts; the server never imports front-end code; the helper app only shared-contracts.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { fileURLToPath } from "node:url";
import { remoteWorkspaceNames } from "./scripts/build/workspaces.ts";

// Every `mf-*` workspace of the root package.json (a new remote needs no edit here).
const remotes = remoteWorkspaceNames(fileURLToPath(new URL(".", import.meta.url)));
const frontEnds = ["host-shell", ...remotes];

/** Import patterns a package may not use: every other front end, by workspace name and by path. */
function otherFrontEnds(self) {
  return frontEnds
    .filter((name) => name !== self)
    .flatMap((name) => [`@parley/${name}`, `@parley/${name}/*`, `**/${name}/**`, `../${name}/*`]);
}

// Code loaded on demand renders through ui-kit's useLoadedComponent: React holds the content of a
// Suspense fallback that resolves until about 300 ms after the fallback appeared (docs/architecture.md).
const NO_SUSPENSE_LOADING_MESSAGE =
  "Load on demand with ui-kit's useLoadedComponent, not React.lazy/Suspense: React holds a resolved fallback's content about 300 ms.";
const NO_SUSPENSE_LOADING = [
  {
    selector: "ImportDeclaration[source.value='react'] ImportSpecifier[imported.name=/^(lazy|Suspense)$/]",
    message: NO_SUSPENSE_LOADING_MESSAGE,
  },
  {
    selector: "MemberExpression[object.name='React'][property.name=/^(lazy|Suspense)$/]",
    message: NO_SUSPENSE_LOADING_MESSAGE,
  },
];

/**
 * The same boundary for static imports and dynamic `import()` (no-restricted-imports sees only the
 * former): `dynamic` names the packages whose paths a dynamic import may not reach.
 */
function restrict(patterns, message, dynamic = []) {
  const rules = { "no-restricted-imports": ["error", { patterns: [{ group: patterns, message }] }] };
  if (dynamic.length === 0) return rules;
  const names = dynamic.map((name) => name.replace(/[-/]/g, (c) => `\\${c}`)).join("|");
  const source = `^(@parley\\/(${names})(\\/|$)|.*\\/(${names})\\/)`;
  rules["no-restricted-syntax"] = [
    "error",
    { selector: `ImportExpression[source.value=/${source}/]`, message: `${message} (dynamic import)` },
    ...NO_SUSPENSE_LOADING,
  ];
  return rules;
}

/**
 * Every front end (and ui-kit) calls the API only through the contract's endpoint maps
 * (shared-contracts api/*-endpoints.ts and ui-kit's callApi): no `/api/v1` path of its own and no
 * cast answer (requestJson, sendJson) in shipped code.
 */
const CONTRACT_CLIENTS = frontEnds;
const API_CONTRACT_SYNTAX = [
  {
    selector: "Literal[value=/\\/api\\/v1/]",
    message: "Call the API through an endpoint of shared-contracts (callApi), not a path of your own.",
  },
  {
    selector: "TemplateElement[value.raw=/\\/api\\/v1/]",
    message: "Call the API through an endpoint of shared-contracts (callApi), not a path of your own.",
  },
];
const API_CONTRACT_IMPORTS = {
  name: "@parley/ui-kit/api/request.ts",
  importNames: ["requestJson", "sendJson"],
  message: "Use callApi with an endpoint of shared-contracts: its answer is typed by the contract.",
};

/** A front end's boundary rules, with the API contract's rules added for CONTRACT_CLIENTS' shipped code. */
function contractClientRules(rules) {
  const [level, options] = rules["no-restricted-imports"];
  return {
    "no-restricted-imports": [level, { ...options, paths: [API_CONTRACT_IMPORTS] }],
    "no-restricted-syntax": [...(rules["no-restricted-syntax"] ?? ["error"]), ...API_CONTRACT_SYNTAX],
  };
}

const UI_KIT_RULES = restrict(
  [
    ...frontEnds.flatMap((name) => [`@parley/${name}`, `@parley/${name}/*`, `**/${name}/**`]),
    "@parley/server",
    "@parley/server/*",
    "**/server/src/**",
    "react-router",
    "react-router/*",
    "react-i18next",
  ],
  "ui-kit is shared by every remote: it imports only shared-contracts (and React, i18next, single-spa).",
  [...frontEnds, "server"],
);

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "remotes-dist/**",
      ".parley-data/**",
      "test-results/**",
      "playwright-report/**",
      "bench/.work/**",
      "coverage/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: the project service checks each file with its own workspace's tsconfig (the
    // two .ts files outside every tsconfig get a default project). Chosen for the bugs types can see:
    // a floating promise hides a rejection, an async callback where a void one is expected drops it.
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ["vitest.config.ts", "vitest.dom-setup.ts", "knip.ts", "server/data/*.ts"],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/prefer-promise-reject-errors": "error",
      "@typescript-eslint/only-throw-error": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      "@typescript-eslint/no-array-delete": "error",
      "@typescript-eslint/no-for-in-array": "error",
      "@typescript-eslint/no-implied-eval": "error",
      "@typescript-eslint/restrict-plus-operands": "error",
      "@typescript-eslint/no-duplicate-type-constituents": "error",
      "@typescript-eslint/no-redundant-type-constituents": "error",
    },
  },
  {
    // Shipped code (not tests): no `any` leaks in from a library or JSON either, and nothing is
    // stringified as "[object Object]".
    files: ["*/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "*/src/test/**", "ui-kit/src/testing/**"],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "error",
      "@typescript-eslint/no-unsafe-assignment": "error",
      "@typescript-eslint/no-unsafe-call": "error",
      "@typescript-eslint/no-unsafe-member-access": "error",
      "@typescript-eslint/no-unsafe-return": "error",
      "@typescript-eslint/no-base-to-string": "error",
      "@typescript-eslint/restrict-template-expressions": "error",
    },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["host-shell/**/*.{ts,tsx}", "mf-*/**/*.{ts,tsx}", "ui-kit/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...frontEnds.flatMap((name) => {
    const rules = restrict(
      [
        ...otherFrontEnds(name),
        "@parley/server",
        "@parley/server/*",
        "**/server/src/**",
        // The host owns the URL; remotes use ShellProps.location and navigate (react-router is not shared).
        ...(name === "host-shell" ? [] : ["react-router", "react-router/*", "react-router-dom"]),
        // Remotes translate with ui-kit's useNamespaceTranslation; only the host still provides
        // react-i18next, to remotes built before it was dropped (host-shell/src/i18n/bound-react-i18next.ts).
        ...(name === "host-shell" ? [] : ["react-i18next"]),
        // Validation libraries stay on the server: the browser imports the contracts' zod-free siblings.
        "zod",
        "zod/*",
      ],
      `${name} may import only shared-contracts, ui-kit and its own code (no zod: use the contracts' zod-free constants and guards): remotes meet through the event bus and ShellProps.`,
      [...frontEnds.filter((other) => other !== name), "server"],
    );
    const boundary = { files: [`${name}/src/**/*.{ts,tsx}`], rules };
    if (!CONTRACT_CLIENTS.includes(name)) return [boundary];
    return [
      boundary,
      {
        files: [`${name}/src/**/*.{ts,tsx}`],
        ignores: ["**/*.test.{ts,tsx}", "*/src/test/**"],
        rules: contractClientRules(rules),
      },
    ];
  }),
  {
    files: ["ui-kit/src/**/*.{ts,tsx}"],
    rules: UI_KIT_RULES,
  },
  {
    // ui-kit's own calls go through the endpoint maps too (its request.ts is the one cast).
    files: ["ui-kit/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "ui-kit/src/testing/**"],
    rules: { "no-restricted-syntax": [...UI_KIT_RULES["no-restricted-syntax"], ...API_CONTRACT_SYNTAX] },
  },
  {
    files: ["shared-contracts/src/**/*.ts"],
    rules: restrict(
      [
        "@parley/*",
        "../../*",
        "react",
        "react/*",
        "react-dom",
        "react-dom/*",
        "node:*",
        "fs",
        "path",
        "http",
        "crypto",
      ],
      "shared-contracts is the low-level package: it imports nothing of ours, no React and no Node APIs.",
    ),
  },
  {
    // Installed on users' machines as its own package: it bundles shared-contracts and nothing else of ours.
    files: ["helper-app/src/**/*.ts", "helper-app/scripts/**/*.ts"],
    rules: restrict(
      [
        "@parley/server",
        "@parley/server/*",
        "**/server/src/**",
        "@parley/ui-kit",
        "@parley/ui-kit/*",
        "**/ui-kit/**",
        ...frontEnds.flatMap((name) => [`@parley/${name}`, `@parley/${name}/*`, `**/${name}/**`]),
      ],
      "The helper app imports only shared-contracts of ours (its package bundles them).",
      [...frontEnds, "server", "ui-kit"],
    ),
  },
  {
    // Protocol peers on loopback for the server tests, e2e and bench: they stand on their own.
    files: ["test-fakes/**/*.ts"],
    rules: restrict(
      ["@parley/*", "../*"],
      "The test fakes are protocol peers of their own: they import no Parley code (only each other, and npm packages).",
    ),
  },
  {
    files: ["server/src/**/*.ts"],
    rules: restrict(
      [
        "@parley/test-fakes",
        "@parley/test-fakes/*",
        "**/test-fakes/**",
        "@parley/host-shell",
        "@parley/mf-*",
        "**/host-shell/**",
        "**/mf-*/**",
        "@parley/ui-kit",
        "@parley/ui-kit/*",
        "**/ui-kit/**",
      ],
      "The server imports only shared-contracts of the front-end code, and no test fakes.",
      [...frontEnds, "ui-kit", "test-fakes"],
    ),
  },
);
