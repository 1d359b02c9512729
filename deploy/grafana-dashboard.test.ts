// deploy/grafana/parley-dashboard.json, parsed: a recent schema, a Prometheus data source variable
// every query uses, panels with titles and unique ids, and PromQL that names only metrics the server
// exports — the table of docs/observability.md, which server/test/plugins/metrics-documented.test.ts
// keeps equal to /metrics.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface Target {
  expr?: string;
  refId?: string;
  datasource?: { type?: string; uid?: string };
}
interface Panel {
  id?: number;
  type?: string;
  title?: string;
  datasource?: { type?: string; uid?: string };
  targets?: Target[];
  panels?: Panel[];
  gridPos?: { h: number; w: number; x: number; y: number };
}
interface Variable {
  type: string;
  name: string;
  query?: string | { query?: string };
  datasource?: { type?: string; uid?: string };
}
interface Dashboard {
  schemaVersion: number;
  title: string;
  uid: string;
  panels: Panel[];
  templating: { list: Variable[] };
}

const dashboard = JSON.parse(
  readFileSync(new URL("grafana/parley-dashboard.json", import.meta.url), "utf8"),
) as Dashboard;
const docs = readFileSync(new URL("../docs/observability.md", import.meta.url), "utf8");

/** Metric → type, from the table's rows: | `parley_…` | type | … */
const documented = new Map(
  [...docs.matchAll(/^\|\s*`(parley_\w+)`\s*\|\s*(\w+)\s*\|/gm)].map((m) => [m[1]!, m[2]!] as const),
);

/** A series name as exported: a histogram's _bucket, _sum and _count belong to its family. */
function family(series: string): string | undefined {
  if (documented.has(series)) return series;
  const base = series.replace(/_(bucket|sum|count)$/, "");
  return documented.get(base) === "histogram" ? base : undefined;
}

const KEYWORDS = new Set(["and", "or", "unless", "bool", "offset", "inf", "nan"]);

/** The metric names a PromQL expression selects (strings, matchers, ranges and groupings left out). */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, " ")
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ")
    .replace(/\$\w+/g, " ");
  const names: string[] = [];
  for (const match of bare.matchAll(/(?<![\w.])[A-Za-z_:][\w:]*/g)) {
    const after = bare.slice(match.index + match[0].length).trimStart();
    // Functions and aggregations are followed by their arguments.
    if (after.startsWith("(") || KEYWORDS.has(match[0].toLowerCase())) continue;
    names.push(match[0]);
  }
  return names;
}

/** Every panel, those inside collapsed rows included. */
const panels = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
const queries = panels.filter((panel) => panel.type !== "row");

describe("the Grafana dashboard", () => {
  it("reads the table of documented metrics", () => {
    expect(documented.size).toBeGreaterThan(10);
    expect(
      metricNames('sum by (le) (rate(parley_x_bucket{a="b"}[5m])) / on (job) parley_y offset 5m'),
    ).toEqual(["parley_x_bucket", "parley_y"]);
  });

  it("is a recent schema with a Prometheus data source variable that every query uses", () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(39);
    expect(dashboard.title).toBe("Parley");
    expect(dashboard.uid).toMatch(/^[\w-]{1,40}$/);
    const source = dashboard.templating.list.find((v) => v.type === "datasource");
    expect(source).toMatchObject({ name: "datasource", query: "prometheus" });
    for (const panel of queries) {
      expect(panel.datasource, panel.title).toEqual({ type: "prometheus", uid: "${datasource}" });
      for (const target of panel.targets ?? [])
        expect(target.datasource?.uid ?? "${datasource}", panel.title).toBe("${datasource}");
    }
  });

  it("gives every panel a title, a unique id and a place on the grid", () => {
    const ids = panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of panels) {
      expect(Number.isInteger(panel.id), JSON.stringify(panel.title)).toBe(true);
      expect(panel.title?.trim(), `panel ${panel.id}`).toBeTruthy();
      expect(panel.gridPos, panel.title).toBeDefined();
      expect(panel.gridPos!.x + panel.gridPos!.w, panel.title).toBeLessThanOrEqual(24);
    }
  });

  it("queries only metrics the server exports", () => {
    const used = new Set<string>();
    const variableQueries = dashboard.templating.list
      .filter((v) => v.type === "query")
      .map((v) => (typeof v.query === "string" ? v.query : (v.query?.query ?? "")))
      .map((query) => /^label_values\(\s*([\w:]+)/.exec(query)?.[1] ?? query);
    const expressions = [
      ...queries.flatMap((panel) => (panel.targets ?? []).map((t) => t.expr ?? "")),
      ...variableQueries,
    ];
    expect(queries.every((panel) => (panel.targets ?? []).length > 0)).toBe(true);
    for (const expr of expressions) {
      const names = metricNames(expr);
      expect(names.length, `no metric in: ${expr}`).toBeGreaterThan(0);
      for (const name of names) {
        expect(family(name), `${name} (in ${expr}) is not in docs/observability.md`).toBeDefined();
        used.add(family(name)!);
      }
    }
    // What the dashboard is for: traffic, latency, the runtime, websockets, replies, routines.
    for (const name of [
      "parley_http_requests_total",
      "parley_http_request_duration_seconds",
      "parley_nodejs_eventloop_lag_p99_seconds",
      "parley_process_resident_memory_bytes",
      "parley_websockets_open",
      "parley_open_streams",
      "parley_routine_runs_total",
      "parley_routine_runs_pending",
    ])
      expect(used, name).toContain(name);
  });
});
