// The check of a built remote against the shell's contract: the server runs it on every publish
// (modules/remotes/publish.ts) and a remote team runs the same in its CI (`npm run check:remote --
// <folder>`, scripts/check-remote.ts). Without a contract it checks what any build must be (its
// description, the URL it was built for, its entry, routes and slots naming its exposes); with the
// shell's contract it also compares the exposes with the parcel catalogue, the routes and slots with
// what the shell can fill, the bus events with the shell's bus, and the shared singletons' version
// ranges with the versions the shell provides. Pure (no Node, no DOM): the files come through
// `BuildFiles`.
import { z } from "zod";
import { remoteNameSchema, remoteVersionSchema, type RemoteBuildInfo } from "./api/remotes.ts";
import { remoteBuildInfoSchema } from "./api/remotes.ts";
import { PARLEY_EVENT_NAMES } from "./events.ts";
import { CATALOGUE_PARCEL_IDS } from "./parcel-catalogue.ts";
import {
  parseRemoteRoute,
  parseRemoteSlot,
  REMOTE_ROUTES_VERSION,
  RIGHT_PANEL_VIEWS,
  type RemoteSlot,
} from "./remote-routes.ts";

/** The file the host build writes beside index.html (dist/shell/), the contract of that shell. */
export const SHELL_CONTRACT_FILE = "shell-contract.json";

/** The container script of every build, beside mf-manifest.json. */
const REMOTE_ENTRY_FILE = "remoteEntry.js";

/** The layout places a remote may fill (remote-routes.ts `RemoteSlot`). */
export const REMOTE_SLOT_KINDS = [
  "left-panel",
  "right-panel",
  "desktop-agent",
] as const satisfies readonly RemoteSlot["slot"][];

/** What a shell offers its remotes: written by the host build, read by the server and the CLI. */
export const shellContractSchema = z.object({
  /** SHELL_CONTRACT_VERSION: a build made against a higher one is refused. */
  contractVersion: z.number().int().positive(),
  /** REMOTE_ROUTES_VERSION: the newest route declaration the shell reads. */
  routesVersion: z.number().int().positive(),
  /** The module federation runtime the shell runs (another major is refused). */
  federationRuntime: z.string().optional(),
  /** The parcel catalogue: every `<container>/<Expose>` the shell and the other remotes mount. */
  parcels: z.array(z.string()),
  /** The bus's event names. */
  events: z.array(z.string()),
  /** The right panel's views the bus can open. */
  rightPanelViews: z.array(z.string()),
  /** Shared singletons by module request (`react/jsx-runtime`): the version the shell provides. */
  singletons: z.record(z.string(), z.object({ version: z.string(), strict: z.boolean() })),
});
export type ShellContract = z.infer<typeof shellContractSchema>;

/** The contract of this package's shell, given what only the build knows. */
export function shellContract(parts: {
  contractVersion: number;
  federationRuntime?: string;
  singletons: ShellContract["singletons"];
}): ShellContract {
  return {
    contractVersion: parts.contractVersion,
    routesVersion: REMOTE_ROUTES_VERSION,
    ...(parts.federationRuntime !== undefined ? { federationRuntime: parts.federationRuntime } : {}),
    parcels: [...CATALOGUE_PARCEL_IDS],
    events: [...PARLEY_EVENT_NAMES],
    rightPanelViews: [...RIGHT_PANEL_VIEWS],
    singletons: parts.singletons,
  };
}

/** A built folder's files (paths relative to it, `/`-separated). */
export interface BuildFiles {
  has(path: string): boolean;
  /** The file's text; undefined when it is not there. */
  text(path: string): string | undefined;
}

/**
 * One difference, in the sense of a diff between what the shell expects and what the build has:
 * `-` the shell needs it and the build lacks it; `+` the build has it and the shell does not know it;
 * `~` both have it, differently; `!` the build is not well formed.
 */
export interface ContractDifference {
  area: "build" | "exposes" | "routes" | "slots" | "events" | "singletons";
  sign: "-" | "+" | "~" | "!";
  /** One sentence, readable on its own (the publish API's error message joins them). */
  message: string;
}

export interface RemoteCheck {
  /** The build's name and version, as far as its description says them. */
  name?: string;
  version?: string;
  /** The description, when it is one (only then may the build be published). */
  info?: RemoteBuildInfo;
  differences: ContractDifference[];
  /** Things worth knowing that do not fail the check (an older build's missing declarations …). */
  notes: string[];
  /** Counts for the one-line OK. */
  counted: { exposes: number; routes: number; slots: number; events: number; singletons: number };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const quote = (value: unknown) => (typeof value === "string" ? `"${value}"` : String(value));

/** Values that make a route parse, to find which field of a malformed one is wrong. */
const ROUTE_PROBES: Record<string, unknown> = {
  path: "/",
  kind: "page",
  expose: "./Probe",
  title: null,
  area: undefined,
  hosts: undefined,
  reads: undefined,
  parcels: undefined,
  chunks: undefined,
};

function routeFault(raw: Record<string, unknown>): string {
  const wrong = Object.entries(ROUTE_PROBES)
    .filter(([field, good]) => parseRemoteRoute({ ...raw, [field]: good }) !== null)
    .map(([field]) => `${field} ${quote(JSON.stringify(raw[field]))}`);
  return wrong.length > 0 ? wrong.join(", ") : "several fields";
}

function slotFault(raw: Record<string, unknown>): string {
  const probes: Record<string, unknown> = {
    expose: "./Probe",
    area: "conversations",
    view: "probe",
    reads: undefined,
  };
  const wrong = Object.entries(probes)
    .filter(([field, good]) => parseRemoteSlot({ ...raw, [field]: good }) !== null)
    .map(([field]) => `${field} ${quote(JSON.stringify(raw[field]))}`);
  return wrong.length > 0 ? wrong.join(", ") : "several fields";
}

type Version = readonly [number, number, number];
const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?$/;

function parseVersion(text: string): Version | undefined {
  const match = VERSION.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** `[from, below)` of a range the contract accepts: `^x.y.z`, `~x.y.z` or an exact `x.y.z`. */
function rangeBounds(range: string): [Version, Version] | undefined {
  const match = /^\s*(\^|~|=?)\s*(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\s*$/.exec(range);
  const from = match?.[2] === undefined ? undefined : parseVersion(match[2]);
  if (from === undefined) return undefined;
  const [major, minor, patch] = from;
  if (match?.[1] === "^") {
    if (major > 0) return [from, [major + 1, 0, 0]];
    if (minor > 0) return [from, [0, minor + 1, 0]];
    return [from, [0, 0, patch + 1]];
  }
  if (match?.[1] === "~") return [from, [major, minor + 1, 0]];
  return [from, [major, minor, patch + 1]];
}

/**
 * Whether a shared singleton's `requiredVersion` stays inside the contract: a range within the
 * shell's major (its minor for 0.x), as the build writes it (`^major.minor.0` of the declared
 * version), which the shell's version satisfies. A wider range (`*`, `>=`, `||`, another major, none
 * at all) would let the build run against a React or i18next it was never built with.
 */
function singletonRange(
  name: string,
  required: unknown,
  provided: { version: string; strict: boolean },
): ContractDifference | undefined {
  const shell = parseVersion(provided.version);
  if (shell === undefined) return undefined;
  const window: [Version, Version] =
    shell[0] > 0
      ? [
          [shell[0], 0, 0],
          [shell[0] + 1, 0, 0],
        ]
      : [
          [0, shell[1], 0],
          [0, shell[1] + 1, 0],
        ];
  const allowed = shell[0] > 0 ? `^${shell[0]}.x.y` : `^0.${shell[1]}.y`;
  const bounds = typeof required === "string" ? rangeBounds(required) : undefined;
  const wider: ContractDifference = {
    area: "singletons",
    sign: "~",
    message: `${name} requires ${required === false || required === undefined ? "any version" : quote(required)}, wider than the contract: a ${allowed} range (or narrower) that the shell's ${provided.version} satisfies`,
  };
  if (bounds === undefined) return wider;
  if (compare(shell, bounds[0]) < 0 || compare(shell, bounds[1]) >= 0)
    return {
      area: "singletons",
      sign: "~",
      message: `${name} requires ${quote(required)}, which the shell's ${provided.version} does not satisfy${provided.strict ? " (strict: the shell refuses the build)" : " (the build would run on a version it was not built with)"}`,
    };
  if (compare(bounds[0], window[0]) < 0 || compare(bounds[1], window[1]) > 0) return wider;
  return undefined;
}

function readJson(
  files: BuildFiles,
  name: string,
  differences: ContractDifference[],
): Record<string, unknown> | undefined {
  const text = files.text(name);
  if (text === undefined) {
    differences.push({ area: "build", sign: "-", message: `The build has no ${name}` });
    return undefined;
  }
  try {
    const value: unknown = JSON.parse(text);
    if (isRecord(value)) return value;
  } catch {
    // Said below.
  }
  differences.push({ area: "build", sign: "!", message: `${name} is not JSON` });
  return undefined;
}

/**
 * Checks a built remote folder; with `contract`, against that shell's contract too. `publicPath`: the
 * URL the build must be made for, when not its release folder (a dev server's origin, `http://localhost:3005/`).
 */
export function checkRemoteBuild(
  files: BuildFiles,
  contract?: ShellContract,
  options: { publicPath?: string } = {},
): RemoteCheck {
  const differences: ContractDifference[] = [];
  const notes: string[] = [];
  const counted = { exposes: 0, routes: 0, slots: 0, events: 0, singletons: 0 };
  const add = (area: ContractDifference["area"], sign: ContractDifference["sign"], message: string) =>
    differences.push({ area, sign, message });

  const raw = readJson(files, "parley-remote.json", differences);
  if (raw === undefined) return { differences, notes, counted };
  const name = typeof raw.name === "string" ? raw.name : undefined;
  const version = typeof raw.version === "string" ? raw.version : undefined;

  // The description, field by field, so the difference names the field.
  if (!remoteNameSchema.safeParse(raw.name).success)
    add(
      "build",
      "+",
      `${quote(raw.name)} is not a remote the shell knows (${remoteNameSchema.options.join(", ")})`,
    );
  if (version === undefined || !remoteVersionSchema.safeParse(version).success)
    add("build", "!", `${quote(raw.version)} is not a semver version (x.y.z or x.y.z-tag)`);
  const contractVersion = raw.contractVersion;
  if (typeof contractVersion !== "number" || !Number.isInteger(contractVersion) || contractVersion < 1)
    add("build", "!", `contract version ${String(contractVersion)} is not valid`);
  else if (contract && contractVersion > contract.contractVersion)
    add(
      "build",
      "~",
      `built against shell contract ${contractVersion}; the shell offers ${contract.contractVersion} and refuses it`,
    );
  const exposes =
    Array.isArray(raw.exposes) && raw.exposes.every((e) => typeof e === "string") ? raw.exposes : undefined;
  if (exposes === undefined) add("exposes", "!", "parley-remote.json's exposes is not a list of names");
  const exposed = new Set(exposes ?? []);
  counted.exposes = exposed.size;
  if (typeof raw.builtAt !== "string") add("build", "!", "parley-remote.json has no builtAt time");
  if (contract?.federationRuntime && typeof raw.federationRuntime === "string") {
    const major = (v: string) => v.split(".")[0];
    if (major(raw.federationRuntime) !== major(contract.federationRuntime))
      add(
        "build",
        "~",
        `built with federation runtime ${raw.federationRuntime}; the shell runs ${contract.federationRuntime} (another major is refused)`,
      );
  }

  // Pages and layout slots.
  const mounted = new Set<string>();
  const routesVersion = contract?.routesVersion ?? REMOTE_ROUTES_VERSION;
  if (raw.routes !== undefined) {
    const declaration = isRecord(raw.routes) ? raw.routes : undefined;
    if (
      declaration === undefined ||
      typeof declaration.version !== "number" ||
      !Array.isArray(declaration.routes)
    )
      add("routes", "!", "parley-remote.json's routes is not a declaration ({ version, routes, slots? })");
    else {
      if (declaration.version > routesVersion)
        add(
          "routes",
          "~",
          `route declaration version ${declaration.version}; the shell reads up to ${routesVersion}`,
        );
      for (const [index, value] of declaration.routes.entries()) {
        counted.routes++;
        const route = parseRemoteRoute(value);
        const at = isRecord(value) && typeof value.path === "string" ? value.path : `#${index + 1}`;
        if (route === null) {
          add(
            "routes",
            "!",
            `The route ${at} is not one the shell can serve: ${isRecord(value) ? routeFault(value) : "not an object"}`,
          );
          continue;
        }
        mounted.add(route.expose);
        if (!exposed.has(route.expose))
          add(
            "routes",
            "-",
            `The route ${route.path} names ${route.expose}, which the build does not expose`,
          );
        for (const parcel of route.parcels ?? []) {
          if (contract && !contract.parcels.includes(parcel))
            add(
              "routes",
              "+",
              `The route ${route.path} preloads ${parcel}, which is not in the shell's parcel catalogue`,
            );
        }
      }
      if (declaration.slots !== undefined && !Array.isArray(declaration.slots))
        add("slots", "!", "parley-remote.json's routes.slots is not a list");
      for (const value of Array.isArray(declaration.slots) ? declaration.slots : []) {
        counted.slots++;
        const kind = isRecord(value) ? value.slot : undefined;
        if (!(REMOTE_SLOT_KINDS as readonly unknown[]).includes(kind)) {
          add(
            "slots",
            "+",
            `The ${quote(kind)} slot is not one the shell has (${REMOTE_SLOT_KINDS.join(", ")})`,
          );
          continue;
        }
        const slot = parseRemoteSlot(value);
        if (slot === null) {
          add(
            "slots",
            "!",
            `The ${String(kind)} slot is malformed: ${isRecord(value) ? slotFault(value) : ""}`,
          );
          continue;
        }
        mounted.add(slot.expose);
        if (!exposed.has(slot.expose))
          add("slots", "-", `The ${slot.slot} slot names ${slot.expose}, which the build does not expose`);
        if (contract && slot.slot === "right-panel" && !contract.rightPanelViews.includes(slot.view))
          notes.push(
            `The right-panel view ${quote(slot.view)} is not one the shell's bus opens yet (${contract.rightPanelViews.join(", ")}): a contract release adds it`,
          );
      }
    }
  } else notes.push("declares no routes or slots (an older build): the host's own table applies");

  // Bus events.
  if (raw.events !== undefined) {
    const events = isRecord(raw.events) ? raw.events : {};
    const list = (value: unknown) =>
      Array.isArray(value) && value.every((e) => typeof e === "string") ? value : undefined;
    const emits = list(events.emits);
    const handles = list(events.handles);
    if (emits === undefined || handles === undefined)
      add("events", "!", "parley-remote.json's events is not { emits: [names], handles: [names] }");
    else {
      counted.events = new Set([...emits, ...handles]).size;
      if (contract) {
        for (const event of emits)
          if (!contract.events.includes(event))
            add("events", "+", `emits ${quote(event)}, which is not an event of the shell's bus`);
        for (const event of handles)
          if (!contract.events.includes(event))
            add("events", "+", `listens to ${quote(event)}, which is not an event of the shell's bus`);
      }
    }
  } else if (contract) notes.push("declares no bus events (built before builds listed them): not compared");

  // The parcel catalogue: what the shell and the other remotes mount from this one.
  if (contract && name !== undefined && exposes !== undefined) {
    const prefix = `${name}/`;
    const catalogued = new Set(
      contract.parcels.filter((id) => id.startsWith(prefix)).map((id) => `./${id.slice(prefix.length)}`),
    );
    for (const expose of catalogued)
      if (!exposed.has(expose))
        add(
          "exposes",
          "-",
          `${expose}: the shell mounts ${prefix}${expose.slice(2)}; the build does not expose it`,
        );
    for (const expose of exposed)
      if (!catalogued.has(expose) && !mounted.has(expose))
        notes.push(
          `${expose} is exposed but neither in the shell's catalogue nor on a route or slot: nothing mounts it`,
        );
  }

  // The federation manifest: the URL the build was made for, its exposes, its shared singletons.
  const federation = readJson(files, "mf-manifest.json", differences);
  if (federation !== undefined) {
    const metaData = isRecord(federation.metaData) ? federation.metaData : {};
    const publicPath = options.publicPath ?? `/remotes/${name ?? "?"}/${version ?? "?"}/`;
    if (metaData.publicPath !== publicPath)
      add(
        "build",
        "~",
        `mf-manifest.json's publicPath is ${String(metaData.publicPath)}, not ${publicPath}: build with this version`,
      );
    if (contract) {
      const inManifest = new Set(
        (Array.isArray(federation.exposes) ? federation.exposes : [])
          .map((e) => (isRecord(e) ? e.path : undefined))
          .filter((path): path is string => typeof path === "string"),
      );
      for (const expose of exposed)
        if (!inManifest.has(expose))
          add(
            "exposes",
            "-",
            `${expose}: parley-remote.json declares it, mf-manifest.json does not (the federation runtime cannot load it)`,
          );
      for (const expose of inManifest)
        if (!exposed.has(expose))
          add(
            "exposes",
            "+",
            `${expose}: mf-manifest.json exposes it, parley-remote.json does not declare it`,
          );
      for (const shared of Array.isArray(federation.shared) ? federation.shared : []) {
        if (!isRecord(shared) || typeof shared.name !== "string") continue;
        const provided = contract.singletons[shared.name];
        if (provided === undefined) {
          notes.push(`shares ${shared.name}, which the shell does not provide: the build's own copy is used`);
          continue;
        }
        counted.singletons++;
        if (shared.singleton !== true)
          add(
            "singletons",
            "~",
            `${shared.name} is shared but not as a singleton: a second copy would run beside the shell's`,
          );
        const range = singletonRange(shared.name, shared.requiredVersion, provided);
        if (range) differences.push(range);
      }
    }
  }
  if (!files.has(REMOTE_ENTRY_FILE)) add("build", "-", `The build has no ${REMOTE_ENTRY_FILE}`);

  const parsed = remoteBuildInfoSchema.safeParse(raw);
  if (!parsed.success && differences.length === 0)
    add(
      "build",
      "!",
      `parley-remote.json is not a Parley remote build description (${parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ")})`,
    );
  return {
    ...(name !== undefined ? { name } : {}),
    ...(version !== undefined ? { version } : {}),
    ...(parsed.success ? { info: parsed.data } : {}),
    differences,
    notes,
    counted,
  };
}

const AREA_TITLES: Record<ContractDifference["area"], string> = {
  build: "the build",
  exposes: "exposes",
  routes: "routes",
  slots: "slots",
  events: "bus events",
  singletons: "shared singletons",
};

/** The check as people read it: one line when it passes, the differences by area when not. */
export function formatRemoteCheck(check: RemoteCheck, options: { verbose?: boolean } = {}): string {
  const what = `${check.name ?? "the build"} ${check.version ?? ""}`.trim();
  const notes = check.notes.map((note) => `  note: ${note}`);
  if (check.differences.length === 0) {
    const c = check.counted;
    const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
    const counts = [
      n(c.exposes, "expose", "exposes"),
      n(c.routes, "route", "routes"),
      n(c.slots, "slot", "slots"),
      n(c.events, "bus event", "bus events"),
      n(c.singletons, "shared singleton", "shared singletons"),
    ].join(", ");
    const more =
      check.notes.length > 0 && !options.verbose
        ? `; ${n(check.notes.length, "note", "notes")}: --verbose`
        : "";
    const line = `✔ ${what} meets the shell's contract (${counts}${more})`;
    return [line, ...(options.verbose ? notes : [])].join("\n");
  }
  const count = check.differences.length;
  const lines = [
    `✘ ${what} differs from the shell's contract (${count} difference${count === 1 ? "" : "s"}):`,
    "  (- the shell needs it, the build lacks it · + the build has it, the shell does not know it · ~ both have it, differently · ! malformed)",
  ];
  for (const area of Object.keys(AREA_TITLES) as ContractDifference["area"][]) {
    const here = check.differences.filter((d) => d.area === area);
    if (here.length === 0) continue;
    lines.push(`  ${AREA_TITLES[area]}:`);
    for (const difference of here) lines.push(`    ${difference.sign} ${difference.message}`);
  }
  return [...lines, ...notes].join("\n");
}
