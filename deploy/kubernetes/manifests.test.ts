// The Kubernetes manifests: the base and each overlay rendered, every object valid against the
// Kubernetes schemas, and the production shape checked: roles, probes, resources, PDBs, HPAs, the
// migration Job, non-root read-only containers, the NetworkPolicy, a pinned image.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { renderKustomization } from "./render.ts";
import type { KubeObject } from "./render.ts";
import { validateObject } from "./validate-object.ts";

const here = fileURLToPath(new URL(".", import.meta.url));
const overlays = readdirSync(`${here}overlays`);
/** What the server reads from its environment: the settings schema and the checks across settings. */
const configSource = ["config.ts", "config/env.ts", "config/cross-checks.ts"]
  .map((file) => readFileSync(fileURLToPath(new URL(`../../server/src/${file}`, import.meta.url)), "utf8"))
  .join("\n");

interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: Array<{ name: string; value?: string }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  startupProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
  readinessProbe?: { httpGet?: { path: string } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: Record<string, unknown>;
}
interface PodSpec {
  securityContext?: Record<string, unknown>;
  containers: Container[];
  automountServiceAccountToken?: boolean;
}
type Workload = KubeObject & { spec: { replicas?: number; template: { spec: PodSpec } } };

const find = (objects: KubeObject[], kind: string, name: string) => {
  const object = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (object === undefined) throw new Error(`no ${kind} ${name}`);
  return object;
};
const podSpec = (object: KubeObject) => (object as Workload).spec.template.spec;

describe.each(["base", ...overlays.map((o) => `overlays/${o}`)])("%s", (dir) => {
  const objects = renderKustomization(`${here}${dir}`);
  const workloads = objects.filter((o) => o.kind === "Deployment" || o.kind === "Job");

  it("renders objects that are valid against the Kubernetes schemas", () => {
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects)
      expect(() => validateObject(object), `${object.kind} ${object.metadata.name}`).not.toThrow();
  });

  it("has a web and a worker Deployment with their roles, and the migration Job", () => {
    const role = (name: string) =>
      podSpec(find(objects, "Deployment", name)).containers[0]?.env?.find((e) => e.name === "PARLEY_ROLE")
        ?.value;
    expect(role("parley-web")).toBe("web");
    expect(role("parley-worker")).toBe("worker");
    expect(podSpec(find(objects, "Job", "parley-migrate")).containers[0]?.command).toEqual([
      "node",
      "server/src/cli/ops.ts",
      "migrate",
    ]);
  });

  it("probes start-up and liveness on /healthz and readiness on /readyz", () => {
    for (const name of ["parley-web", "parley-worker"]) {
      const [container] = podSpec(find(objects, "Deployment", name)).containers;
      expect(container?.startupProbe?.httpGet?.path, name).toBe("/healthz");
      expect(container?.livenessProbe?.httpGet?.path, name).toBe("/healthz");
      expect(container?.readinessProbe?.httpGet?.path, name).toBe("/readyz");
    }
  });

  it("runs every container non-root on a read-only root filesystem, with requests and limits", () => {
    for (const workload of workloads) {
      const spec = podSpec(workload);
      expect(spec.securityContext, workload.metadata.name).toMatchObject({
        runAsNonRoot: true,
        runAsUser: 1000,
      });
      expect(spec.automountServiceAccountToken).toBe(false);
      for (const container of spec.containers) {
        expect(container.securityContext, container.name).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ["ALL"] },
        });
        expect(Object.keys(container.resources?.requests ?? {}).sort()).toEqual(["cpu", "memory"]);
        expect(Object.keys(container.resources?.limits ?? {}).sort()).toEqual(["cpu", "memory"]);
        expect(container.envFrom).toEqual([
          { configMapRef: { name: "parley-config" } },
          { secretRef: { name: "parley-secrets" } },
        ]);
      }
    }
  });

  it("keeps web instances up during disruptions and scales both roles", () => {
    const webPdb = find(objects, "PodDisruptionBudget", "parley-web") as KubeObject & {
      spec: { selector: { matchLabels: Record<string, string> } };
    };
    expect(webPdb.spec.selector.matchLabels).toEqual({
      "app.kubernetes.io/name": "parley",
      "app.kubernetes.io/component": "web",
    });
    find(objects, "PodDisruptionBudget", "parley-worker");
    for (const name of ["parley-web", "parley-worker"]) {
      const hpa = find(objects, "HorizontalPodAutoscaler", name) as KubeObject & {
        spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number; maxReplicas: number };
      };
      expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: "Deployment", name });
      expect(hpa.spec.minReplicas).toBeLessThanOrEqual(hpa.spec.maxReplicas);
      // The Deployment starts where the autoscaler would keep it.
      expect((find(objects, "Deployment", name) as Workload).spec.replicas).toBe(hpa.spec.minReplicas);
    }
  });

  it("routes the base domain and its wildcard to the web Service", () => {
    const ingress = find(objects, "Ingress", "parley") as KubeObject & {
      spec: {
        rules: Array<{ host: string; http: { paths: Array<{ backend: { service: { name: string } } }> } }>;
      };
    };
    const hosts = ingress.spec.rules.map((r) => r.host);
    expect(hosts[1]).toBe(`*.${hosts[0]}`);
    for (const rule of ingress.spec.rules)
      expect(rule.http.paths[0]?.backend.service.name).toBe("parley-web");
    expect(find(objects, "Service", "parley-web")).toMatchObject({
      spec: { selector: { "app.kubernetes.io/component": "web" } },
    });
    const config = find(objects, "ConfigMap", "parley-config") as KubeObject & {
      data: Record<string, string>;
    };
    expect(config.data.BASE_DOMAIN).toBe(hosts[0]);
  });

  it("limits traffic with a NetworkPolicy over every Parley pod", () => {
    expect(find(objects, "NetworkPolicy", "parley")).toMatchObject({
      spec: {
        podSelector: { matchLabels: { "app.kubernetes.io/name": "parley" } },
        policyTypes: ["Ingress", "Egress"],
      },
    });
  });

  it("sets only settings Parley knows, from the ConfigMap and the Secret", () => {
    for (const name of ["parley-config", "parley-secrets"]) {
      const object = objects.find((o) => o.metadata.name === name) as KubeObject & {
        data?: Record<string, string>;
        stringData?: Record<string, string>;
      };
      for (const key of Object.keys({ ...object.data, ...object.stringData }))
        expect(configSource.includes(`${key}:`) || configSource.includes(`env.${key}`), key).toBe(true);
    }
  });

  it("carries live events between instances on Redis, whose address the Secret holds", () => {
    const config = find(objects, "ConfigMap", "parley-config") as KubeObject & {
      data: Record<string, string>;
    };
    const secret = find(objects, "Secret", "parley-secrets") as KubeObject & {
      stringData: Record<string, string>;
    };
    expect(config.data.PARLEY_PUBSUB).toBe("redis");
    expect(Object.keys(secret.stringData)).toContain("REDIS_URL");
  });
});

describe.each(overlays)("overlays/%s", (overlay) => {
  const objects = renderKustomization(`${here}overlays/${overlay}`);

  it("pins one released image for web, worker and the migration (never latest)", () => {
    const images = objects
      .filter((o) => o.kind === "Deployment" || o.kind === "Job")
      .flatMap((o) => podSpec(o).containers.map((c) => c.image));
    expect(new Set(images).size).toBe(1);
    expect(images[0]).toMatch(/^[a-z0-9.-]+\/parley:\d+\.\d+\.\d+$/);
  });

  it("puts every object in the overlay's namespace", () => {
    const namespaces = new Set(objects.map((o) => o.metadata.namespace));
    expect(namespaces.size).toBe(1);
    expect([...namespaces][0]).toMatch(/^parley/);
  });
});
