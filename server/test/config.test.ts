import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, REPO_ROOT } from "../src/config.ts";

describe("loadConfig", () => {
  it("has working defaults (embedded database, localhost, repo-relative directories)", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      baseDomain: "localhost",
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, ".parley-data"),
      distDir: path.join(REPO_ROOT, "dist"),
      secret: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      trustProxy: false,
      secureCookies: false,
      // The spec's forms have an invisible captcha: Parley's own proof of work, no third party.
      captcha: { provider: "pow", forms: ["login", "reset"], difficulty: 100_000 },
      logLevel: "info",
      loginLimits: { ipMax: 30, ipWindowSeconds: 60, emailMax: 10, emailWindowSeconds: 300 },
      sessionCacheMs: 2000,
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "9000",
      BASE_DOMAIN: "Parley.Example.com",
      DATABASE_URL: "postgres://u@db/parley",
      PARLEY_DATA_DIR: "/var/lib/parley",
      PARLEY_DIST_DIR: "/srv/dist",
      PARLEY_DEMO_PASSWORD: "demo-password",
      PARLEY_SECRET: "s".repeat(40),
      PARLEY_ACCESS_TOKEN_TTL: "60",
      PARLEY_REFRESH_TOKEN_TTL: "3600",
      TRUST_PROXY: "true",
      CAPTCHA_PROVIDER: "turnstile",
      CAPTCHA_SECRET: "x",
      CAPTCHA_SITE_KEY: "y",
      PARLEY_OPS_TOKEN: "o".repeat(20),
      LOG_LEVEL: "warn",
      PARLEY_LOGIN_EMAIL_MAX: "3",
    });
    expect(config).toMatchObject({
      port: 9000,
      baseDomain: "parley.example.com",
      databaseUrl: "postgres://u@db/parley",
      dataDir: "/var/lib/parley",
      distDir: "/srv/dist",
      demoPassword: "demo-password",
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 3600,
      trustProxy: true,
      secureCookies: true,
      captcha: { provider: "turnstile", secret: "x", siteKey: "y" },
      logLevel: "warn",
    });
    expect(config.loginLimits.emailMax).toBe(3);
  });

  it("stops with one clear line per problem", () => {
    const attempt = () =>
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        PARLEY_SECRET: "short",
        CAPTCHA_PROVIDER: "hcaptcha",
      });
    expect(attempt).toThrow(ConfigError);
    const text = (() => {
      try {
        attempt();
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(text).toMatch(/^Invalid configuration:/);
    expect(text).toMatch(/PORT: /);
    expect(text).toMatch(/DATABASE_URL: must start with postgres:\/\//);
    expect(text).toMatch(/PARLEY_SECRET: must be at least 32 characters/);
    expect(text).toMatch(/CAPTCHA_SECRET: is required when CAPTCHA_PROVIDER=hcaptcha/);
    expect(text).toMatch(/CAPTCHA_SITE_KEY: is required/);
  });

  it("reads the captcha's forms and difficulty, and keeps sign-up to the proof of work", () => {
    expect(
      loadConfig({ CAPTCHA_FORMS: " signup, login,login ", CAPTCHA_DIFFICULTY: "2000" }).captcha,
    ).toMatchObject({ provider: "pow", forms: ["signup", "login"], difficulty: 2000 });
    expect(loadConfig({ CAPTCHA_FORMS: "" }).captcha.forms).toEqual([]);
    expect(() => loadConfig({ CAPTCHA_FORMS: "login,chat" })).toThrow(/CAPTCHA_FORMS/);
    expect(() => loadConfig({ CAPTCHA_DIFFICULTY: "0" })).toThrow(/CAPTCHA_DIFFICULTY/);
    expect(() =>
      loadConfig({
        CAPTCHA_PROVIDER: "turnstile",
        CAPTCHA_SECRET: "x",
        CAPTCHA_SITE_KEY: "y",
        CAPTCHA_FORMS: "login,signup",
      }),
    ).toThrow(/CAPTCHA_FORMS: signup needs CAPTCHA_PROVIDER=pow/);
    expect(loadConfig({ CAPTCHA_PROVIDER: "none" }).captcha.provider).toBe("none");
  });

  it("refuses the PostgreSQL pub/sub without a PostgreSQL server", () => {
    expect(() => loadConfig({ PARLEY_PUBSUB: "postgres" })).toThrow(
      /PARLEY_PUBSUB: postgres needs DATABASE_URL/,
    );
    expect(loadConfig({ PARLEY_PUBSUB: "postgres", DATABASE_URL: "postgres://u@db/p" }).realtime.pubsub).toBe(
      "postgres",
    );
    expect(loadConfig({}).realtime.pubsub).toBe("in-process");
  });

  it("carries live events over Redis when REDIS_URL is set, and refuses PARLEY_PUBSUB=redis without it", () => {
    const pg = { DATABASE_URL: "postgres://u@db/p" };
    const redis = { REDIS_URL: "redis://cache:6379" };
    expect(() => loadConfig({ PARLEY_PUBSUB: "redis", ...pg })).toThrow(
      /PARLEY_PUBSUB: redis needs REDIS_URL/,
    );
    expect(loadConfig({ PARLEY_PUBSUB: "redis", ...redis }).realtime.pubsub).toBe("redis");
    // auto: Redis before PostgreSQL before one process.
    expect(loadConfig({ ...pg, ...redis }).realtime.pubsub).toBe("redis");
    expect(loadConfig({ PARLEY_PUBSUB: "auto", ...redis }).realtime.pubsub).toBe("redis");
    expect(loadConfig(pg).realtime.pubsub).toBe("postgres");
    // An explicit choice wins over auto.
    expect(loadConfig({ PARLEY_PUBSUB: "postgres", ...pg, ...redis }).realtime.pubsub).toBe("postgres");
    expect(loadConfig({ PARLEY_PUBSUB: "in-process", ...redis }).realtime.pubsub).toBe("in-process");
    expect(() => loadConfig({ PARLEY_PUBSUB: "kafka" })).toThrow(/PARLEY_PUBSUB/);
  });

  it("configures the Slack app with both client settings, or not at all", () => {
    expect(loadConfig({}).slack).toBeUndefined();
    expect(loadConfig({ PARLEY_SLACK_CLIENT_ID: "id", PARLEY_SLACK_CLIENT_SECRET: "secret" }).slack).toEqual({
      clientId: "id",
      clientSecret: "secret",
      apiUrl: "https://slack.com/api/",
    });
    expect(
      loadConfig({
        PARLEY_SLACK_CLIENT_ID: "id",
        PARLEY_SLACK_CLIENT_SECRET: "secret",
        PARLEY_SLACK_API_URL: "http://127.0.0.1:9999/api",
      }).slack?.apiUrl,
    ).toBe("http://127.0.0.1:9999/api/");
    expect(() => loadConfig({ PARLEY_SLACK_CLIENT_ID: "id" })).toThrow(/set both or neither/);
    expect(() => loadConfig({ PARLEY_SLACK_API_URL: "ftp://x" })).toThrow(/PARLEY_SLACK_API_URL/);
  });

  it("treats empty strings as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PARLEY_SECRET: "" })).toMatchObject({
      databaseUrl: undefined,
      secret: undefined,
    });
  });
});
