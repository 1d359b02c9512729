// The tests' small kustomize: resources (files, directories), JSON 6902 patches, images, namespace,
// and a clear refusal of any feature it does not render.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applyPatchOp, renderKustomization } from "./render.ts";

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "parley-kustomize-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: app
spec:
  replicas: 1
  template:
    spec:
      containers:
        - name: app
          image: app
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: settings
data:
  A: "1"
`;

describe("renderKustomization", () => {
  it("renders a base through an overlay: namespace, image, patches", () => {
    const root = tree({
      "base/kustomization.yaml": "resources:\n  - app.yaml\n",
      "base/app.yaml": DEPLOYMENT,
      "overlay/kustomization.yaml": `namespace: prod
resources:
  - ../base
images:
  - name: app
    newName: registry.test/app
    newTag: "1.2.3"
patches:
  - target: { kind: Deployment, name: app }
    patch: |-
      - op: replace
        path: /spec/replicas
        value: 3
  - target: { kind: ConfigMap, name: settings }
    patch: |-
      - op: add
        path: /data/B
        value: "2"
      - op: remove
        path: /data/A
`,
    });
    const [deployment, config] = renderKustomization(path.join(root, "overlay"));
    expect(deployment).toMatchObject({
      metadata: { name: "app", namespace: "prod" },
      spec: { replicas: 3, template: { spec: { containers: [{ image: "registry.test/app:1.2.3" }] } } },
    });
    expect(config).toMatchObject({ metadata: { namespace: "prod" }, data: { B: "2" } });
    expect(config?.data).not.toHaveProperty("A");
  });

  it("refuses a kustomize feature it does not render", () => {
    const root = tree({ "kustomization.yaml": "resources: []\ncommonLabels:\n  a: b\n" });
    expect(() => renderKustomization(root)).toThrow(/unsupported kustomize field\(s\) commonLabels/);
  });

  it("refuses a patch whose target or path does not exist", () => {
    const missingTarget = tree({
      "kustomization.yaml":
        "resources: [app.yaml]\npatches:\n  - target: { kind: Deployment, name: other }\n    patch: '[]'\n",
      "app.yaml": DEPLOYMENT,
    });
    expect(() => renderKustomization(missingTarget)).toThrow(/no Deployment named other/);
    expect(() => applyPatchOp({ spec: {} }, { op: "replace", path: "/spec/replicas", value: 2 })).toThrow(
      /replicas does not exist/,
    );
  });

  it("patches arrays by index and appends with -", () => {
    const target = { list: ["a", "b"] };
    applyPatchOp(target, { op: "replace", path: "/list/1", value: "c" });
    applyPatchOp(target, { op: "add", path: "/list/-", value: "d" });
    applyPatchOp(target, { op: "remove", path: "/list/0" });
    expect(target.list).toEqual(["c", "d"]);
  });
});
