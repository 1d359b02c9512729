// deploy/compose.yaml, parsed: the services of one host, their health checks and start order, one
// image for every Parley role, and nginx's wildcard hosts and websocket upgrade.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  read_only?: boolean;
  init?: boolean;
  volumes?: string[];
}

const dir = new URL(".", import.meta.url);
const compose = parse(readFileSync(new URL("compose.yaml", dir), "utf8"), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;
const parley = ["migrate", "web-1", "web-2", "worker"];
const nginx = readFileSync(new URL("nginx/parley.conf.template", dir), "utf8");

describe("compose.yaml", () => {
  it("has PostgreSQL, Redis, an S3 store, the migration, two web instances, a worker and a proxy", () => {
    expect(Object.keys(services).sort()).toEqual(
      ["postgres", "redis", "minio", "minio-bucket", "migrate", "web-1", "web-2", "worker", "proxy"].sort(),
    );
    expect(services["web-1"]?.environment?.PARLEY_ROLE).toBe("web");
    expect(services["web-2"]?.environment?.PARLEY_ROLE).toBe("web");
    expect(services.worker?.environment?.PARLEY_ROLE).toBe("worker");
  });

  it("runs one image, pinned by PARLEY_VERSION, for every Parley role; builds it once", () => {
    const images = new Set(parley.map((name) => services[name]?.image));
    expect([...images]).toEqual([
      "${PARLEY_IMAGE:-parley}:${PARLEY_VERSION:?set PARLEY_VERSION in deploy/.env}",
    ]);
    expect(parley.filter((name) => services[name]?.build !== undefined)).toEqual(["migrate"]);
    expect(services.migrate?.command).toEqual(["node", "server/src/cli/ops.ts", "migrate"]);
  });

  it("pins every other image's tag", () => {
    for (const [name, service] of Object.entries(services))
      if (!parley.includes(name)) expect(service.image, name).toMatch(/:[^:]*\d[^:]*$/);
  });

  it("gives every long-running service a health check", () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === "migrate" || name === "minio-bucket") continue;
      expect(service.healthcheck?.test?.length, name).toBeGreaterThan(0);
    }
    for (const name of ["web-1", "web-2", "worker"])
      expect(services[name]?.healthcheck?.test?.join(" "), name).toContain("/readyz");
  });

  it("starts the instances after the services are healthy and the migration has run", () => {
    for (const name of ["web-1", "web-2", "worker"])
      expect(services[name]?.depends_on, name).toEqual({
        postgres: { condition: "service_healthy" },
        redis: { condition: "service_healthy" },
        "minio-bucket": { condition: "service_completed_successfully" },
        migrate: { condition: "service_completed_successfully" },
      });
    expect(services.migrate?.depends_on).toEqual({ postgres: { condition: "service_healthy" } });
    expect(Object.keys(services.proxy?.depends_on ?? {})).toEqual(["web-1", "web-2"]);
  });

  it("shares the state through the services: PostgreSQL, Redis (limits and live events), S3, one signing key", () => {
    for (const name of ["web-1", "web-2", "worker"]) {
      const env = services[name]?.environment ?? {};
      expect(env.DATABASE_URL, name).toMatch(/^postgres:\/\/parley:.*@postgres:5432\/parley$/);
      expect(env.REDIS_URL, name).toBe("redis://redis:6379");
      expect(env.PARLEY_PUBSUB, name).toBe("redis");
      expect(env.PARLEY_S3_ENDPOINT, name).toBe("http://minio:9000");
      expect(env.PARLEY_SECRET, name).toMatch(/^\$\{PARLEY_SECRET:\?/);
      expect(services[name]?.read_only, name).toBe(true);
      expect(services[name]?.init, name).toBe(true);
    }
  });

  it("mounts the nginx template, which sends the wildcard hosts to both web instances", () => {
    expect(services.proxy?.volumes).toContain(
      "./nginx/parley.conf.template:/etc/nginx/templates/default.conf.template:ro",
    );
    expect(nginx).toContain("server_name ${BASE_DOMAIN} *.${BASE_DOMAIN};");
    expect(nginx).toMatch(/upstream parley_web \{[^}]*server web-1:8080[^}]*server web-2:8080/);
    expect(nginx).toContain("proxy_pass http://parley_web;");
  });

  it("passes websocket upgrades on and keeps streams open", () => {
    expect(nginx).toMatch(/map \$http_upgrade \$connection_upgrade \{\s*default upgrade;/);
    expect(nginx).toContain("proxy_http_version 1.1;");
    expect(nginx).toContain("proxy_set_header Upgrade $http_upgrade;");
    expect(nginx).toContain("proxy_set_header Connection $connection_upgrade;");
    expect(nginx).toContain("proxy_set_header Host $host;");
    expect(nginx).toContain("proxy_buffering off;");
  });
});

describe(".env.example", () => {
  const example = readFileSync(new URL(".env.example", dir), "utf8");
  const required = [...readFileSync(new URL("compose.yaml", dir), "utf8").matchAll(/\$\{([A-Z_]+):\?/g)].map(
    (m) => m[1],
  );

  it("names every variable compose.yaml requires", () => {
    for (const name of new Set(required)) expect(example, String(name)).toMatch(new RegExp(`^${name}=`, "m"));
  });

  it("holds no secret value", () => {
    for (const name of ["PARLEY_SECRET", "POSTGRES_PASSWORD", "MINIO_ROOT_PASSWORD", "PARLEY_OPS_TOKEN"])
      expect(example).toMatch(new RegExp(`^${name}=$`, "m"));
  });
});
