// A small kustomize for the tests: renders a kustomization with exactly the features deploy/kubernetes
// uses (resources: files and directories; namespace; images; patches: JSON 6902 with a kind/name
// target) and refuses any other key, so a manifest can never rely on something the tests skip.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseAllDocuments } from "yaml";

export type KubeObject = Record<string, unknown> & {
  apiVersion: string;
  kind: string;
  metadata: Record<string, unknown> & { name: string; namespace?: string };
};

interface PatchOp {
  op: "add" | "replace" | "remove";
  path: string;
  value?: unknown;
}

const KNOWN_KEYS = new Set(["apiVersion", "kind", "resources", "namespace", "images", "patches"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readYaml(file: string): unknown[] {
  return parseAllDocuments(readFileSync(file, "utf8")).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]?.message ?? "invalid YAML"}`);
    return doc.toJS() as unknown;
  });
}

function asObject(value: unknown, file: string): KubeObject {
  if (
    !isRecord(value) ||
    typeof value.apiVersion !== "string" ||
    typeof value.kind !== "string" ||
    !isRecord(value.metadata) ||
    typeof value.metadata.name !== "string"
  )
    throw new Error(`${file}: every document needs apiVersion, kind and metadata.name`);
  return value as KubeObject;
}

/** Applies one RFC 6902 operation (add, replace, remove) in place. */
export function applyPatchOp(target: unknown, op: PatchOp): void {
  const keys = op.path
    .split("/")
    .slice(1)
    .map((key) => key.replaceAll("~1", "/").replaceAll("~0", "~"));
  const last = keys.pop();
  if (last === undefined) throw new Error(`patch path ${op.path} names no field`);
  let node: unknown = target;
  for (const key of keys) {
    node = Array.isArray(node) ? node[Number(key)] : isRecord(node) ? node[key] : undefined;
    if (node === undefined) throw new Error(`patch path ${op.path}: ${key} does not exist`);
  }
  if (Array.isArray(node)) {
    const index = last === "-" ? node.length : Number(last);
    if (!Number.isInteger(index) || index < 0 || index > node.length)
      throw new Error(`patch path ${op.path}: no index ${last}`);
    if (op.op === "add") node.splice(index, 0, op.value);
    else if (index >= node.length) throw new Error(`patch path ${op.path}: no index ${last}`);
    else if (op.op === "replace") node[index] = op.value;
    else node.splice(index, 1);
    return;
  }
  if (!isRecord(node)) throw new Error(`patch path ${op.path}: not an object or array`);
  if (op.op !== "add" && !(last in node)) throw new Error(`patch path ${op.path}: ${last} does not exist`);
  if (op.op === "remove") delete node[last];
  else node[last] = op.value;
}

function parsePatch(text: unknown, where: string): PatchOp[] {
  const ops = typeof text === "string" ? readYamlText(text) : undefined;
  if (!Array.isArray(ops)) throw new Error(`${where}: a patch must be a list of JSON 6902 operations`);
  return ops.map((op) => {
    if (!isRecord(op) || !["add", "replace", "remove"].includes(String(op.op)) || typeof op.path !== "string")
      throw new Error(`${where}: unsupported patch operation ${JSON.stringify(op)}`);
    return op as unknown as PatchOp;
  });
}

function readYamlText(text: string): unknown {
  const [doc] = parseAllDocuments(text);
  return doc?.toJS() as unknown;
}

function containersOf(object: KubeObject): Array<Record<string, unknown>> {
  const spec = object.spec;
  if (!isRecord(spec)) return [];
  const podSpec = isRecord(spec.template) && isRecord(spec.template.spec) ? spec.template.spec : undefined;
  if (podSpec === undefined) return [];
  return [podSpec.containers, podSpec.initContainers].flatMap((list) =>
    Array.isArray(list) ? list.filter(isRecord) : [],
  );
}

/** Every object the kustomization in `dir` produces, in order. */
export function renderKustomization(dir: string): KubeObject[] {
  const file = path.join(dir, "kustomization.yaml");
  const [kustomization] = readYaml(file);
  if (!isRecord(kustomization)) throw new Error(`${file}: not a mapping`);
  const unknown = Object.keys(kustomization).filter((key) => !KNOWN_KEYS.has(key));
  if (unknown.length > 0) throw new Error(`${file}: unsupported kustomize field(s) ${unknown.join(", ")}`);

  const objects: KubeObject[] = [];
  for (const entry of (kustomization.resources ?? []) as unknown[]) {
    const resource = path.resolve(dir, String(entry));
    if (statSync(resource).isDirectory()) objects.push(...renderKustomization(resource));
    else objects.push(...readYaml(resource).map((doc) => asObject(doc, resource)));
  }

  for (const [i, patch] of ((kustomization.patches ?? []) as unknown[]).entries()) {
    const where = `${file} patches[${i}]`;
    if (!isRecord(patch) || !isRecord(patch.target)) throw new Error(`${where}: needs a target and a patch`);
    const { kind, name } = patch.target;
    const matches = objects.filter((o) => o.kind === kind && o.metadata.name === name);
    if (matches.length === 0) throw new Error(`${where}: no ${String(kind)} named ${String(name)}`);
    const ops = parsePatch(patch.patch, where);
    for (const object of matches) for (const op of ops) applyPatchOp(object, op);
  }

  for (const image of (kustomization.images ?? []) as unknown[]) {
    if (!isRecord(image) || typeof image.name !== "string") throw new Error(`${file}: an image needs a name`);
    for (const container of objects.flatMap(containersOf)) {
      const current = String(container.image);
      const [base, tag] = current.includes(":") ? current.split(":") : [current, undefined];
      if (base !== image.name) continue;
      const newName = typeof image.newName === "string" ? image.newName : base;
      const newTag = typeof image.newTag === "string" ? image.newTag : tag;
      container.image = newTag === undefined ? newName : `${newName}:${newTag}`;
    }
  }

  if (typeof kustomization.namespace === "string")
    for (const object of objects) object.metadata.namespace = kustomization.namespace;
  return objects;
}
