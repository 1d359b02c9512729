// Configuration from the environment, validated once at boot: a wrong value stops the server with a
// message naming the variable, instead of failing later in a request. Each variable is declared once,
// in config/env.ts (its reading, default and message); here the parsed values take the shape the
// server uses, and that shape's type (Config) is inferred from the mapping.
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";
import type { CaptchaForm } from "@parley/shared-contracts/api/captcha";
import type { RemoteName } from "@parley/shared-contracts/api/remotes";
import { crossProblems } from "./config/cross-checks.ts";
import { envSchema } from "./config/env.ts";
import type { Env } from "./config/env.ts";
import { parseAllowList } from "./lib/net/ssrf-guard.ts";
import { parseDevServers } from "./modules/dev-override/development-entries.ts";

/** Root of the repository (server/src/config.ts → ../../). */
export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Thrown when the environment is invalid; the message lists every problem, one per line. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

function isLocalDomain(domain: string): boolean {
  return domain === "localhost" || domain.endsWith(".localhost");
}

/** The traces URL: the per-signal endpoint as given, else the base endpoint's /v1/traces (the spec's rule). */
function otlpTraces(traces: string | undefined, base: string | undefined): { tracesUrl: string } | undefined {
  if (traces !== undefined) return { tracesUrl: traces };
  if (base !== undefined) return { tracesUrl: `${base.replace(/\/+$/, "")}/v1/traces` };
  return undefined;
}

/** auto: Redis when REDIS_URL is set, else LISTEN/NOTIFY with DATABASE_URL, else this process only. */
function pubsub(e: Env): "in-process" | "postgres" | "redis" {
  if (e.PARLEY_PUBSUB !== "auto") return e.PARLEY_PUBSUB;
  if (e.REDIS_URL !== undefined) return "redis";
  return e.DATABASE_URL !== undefined ? "postgres" : "in-process";
}

/** The parsed environment in the shape the server uses (the documentation of Config's fields). */
function toConfig(e: Env) {
  const resolve = (value: string | undefined, fallback: string) => path.resolve(value ?? fallback);
  return {
    port: e.PORT,
    host: e.HOST,
    baseDomain: e.BASE_DOMAIN,
    /** Unset: the embedded PGlite database in `<dataDir>/db`. */
    databaseUrl: e.DATABASE_URL,
    /** Start on a schema with migrations this build lacks (only after expand-only migrations). */
    allowNewerSchema: e.PARLEY_ALLOW_NEWER_SCHEMA,
    /** Rate-limit counters (and, unless PARLEY_PUBSUB says otherwise, live events) in Redis (optional). */
    redisUrl: e.REDIS_URL,
    dataDir: resolve(e.PARLEY_DATA_DIR, path.join(REPO_ROOT, ".parley-data")),
    distDir: resolve(e.PARLEY_DIST_DIR, path.join(REPO_ROOT, "dist")),
    /** The product documentation's markdown (docs/product), served by the docs host. */
    docsDir: resolve(e.PARLEY_DOCS_DIR, path.join(REPO_ROOT, "docs", "product")),
    demoPassword: e.PARLEY_DEMO_PASSWORD,
    /** Token signing key; server.ts fills it from the data directory when the env leaves it unset. */
    secret: e.PARLEY_SECRET,
    accessTokenTtlSeconds: e.PARLEY_ACCESS_TOKEN_TTL,
    /** Two refreshes with one token this close together both get the new pair (two tabs at once). */
    refreshGraceMs: e.PARLEY_REFRESH_GRACE_MS,
    refreshTokenTtlSeconds: e.PARLEY_REFRESH_TOKEN_TTL,
    trustProxy: e.TRUST_PROXY,
    /** Cookies carry `Secure` everywhere except on localhost (plain http in development). */
    secureCookies: !isLocalDomain(e.BASE_DOMAIN),
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      secret: e.CAPTCHA_SECRET,
      siteKey: e.CAPTCHA_SITE_KEY,
      verifyUrl: e.CAPTCHA_VERIFY_URL,
      /** The forms that ask for it (CAPTCHA_FORMS). */
      forms: e.CAPTCHA_FORMS as readonly CaptchaForm[],
      /** The proof of work's maxnumber (CAPTCHA_DIFFICULTY). */
      difficulty: e.CAPTCHA_DIFFICULTY,
    },
    opsToken: e.PARLEY_OPS_TOKEN,
    /** Bearer token of GET /metrics; unset: only loopback callers get the metrics. */
    metricsToken: e.PARLEY_METRICS_TOKEN,
    /** OpenTelemetry traces over OTLP/HTTP (plugins/tracing.ts); undefined: off, the SDK never loaded. */
    tracing: e.OTEL_SDK_DISABLED
      ? undefined
      : otlpTraces(e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, e.OTEL_EXPORTER_OTLP_ENDPOINT),
    logLevel: e.LOG_LEVEL,
    loginLimits: {
      ipMax: e.PARLEY_LOGIN_IP_MAX,
      ipWindowSeconds: e.PARLEY_LOGIN_IP_WINDOW,
      emailMax: e.PARLEY_LOGIN_EMAIL_MAX,
      emailWindowSeconds: e.PARLEY_LOGIN_EMAIL_WINDOW,
    },
    /** How long a checked session may be reused without a query (0: every request queries). */
    sessionCacheMs: e.PARLEY_SESSION_CACHE_MS,
    /** MCP tool servers: connect and call time limits, the permission dialog's wait, tool rounds per reply. */
    mcp: {
      connectTimeoutMs: e.PARLEY_MCP_CONNECT_TIMEOUT_MS,
      callTimeoutMs: e.PARLEY_MCP_CALL_TIMEOUT_MS,
      /** One MCP response or event-stream message is cut past this many bytes. */
      maxMessageBytes: e.PARLEY_MCP_MAX_MESSAGE_BYTES,
      permissionTimeoutMs: e.PARLEY_TOOL_PERMISSION_TIMEOUT_MS,
      maxSteps: e.PARLEY_TOOL_MAX_STEPS,
    },
    /**
     * The desktop helper app: how long a local tool call may take before it fails (no page of the
     * member ran it), the helper's loopback port the browser calls (the spec's 9001; tests start one
     * elsewhere) and the latest version to download, when set.
     */
    desktopHelper: {
      localCallTimeoutMs: e.PARLEY_LOCAL_TOOL_TIMEOUT_MS,
      port: e.PARLEY_HELPER_PORT,
      latest:
        e.PARLEY_HELPER_DOWNLOAD_URL === undefined
          ? null
          : { version: e.PARLEY_HELPER_VERSION ?? "latest", downloadUrl: e.PARLEY_HELPER_DOWNLOAD_URL },
    },
    generation: {
      /** Pause between the offline model's chunks (tests set 0 or a larger value to stop mid-reply). */
      offlineChunkDelayMs: e.PARLEY_OFFLINE_CHUNK_DELAY_MS,
      /** A provider stream silent this long fails (a stalled provider never streams forever). */
      providerChunkTimeoutMs: e.PARLEY_PROVIDER_CHUNK_TIMEOUT_MS,
      /** Ask a real provider for a title after the first reply of a conversation. */
      titleGeneration: e.PARLEY_TITLE_GENERATION,
      /**
       * A streaming reply whose heartbeat is older than this has lost its generator (a killed
       * instance): the sweep (every half of it, at most 30 s) and a starting instance settle it.
       */
      replyStaleMs: e.PARLEY_REPLY_STALE_MS,
      /**
       * Spoken commentary (OpenAI and OpenAI-compatible providers' speech API): the speech model and
       * voice asked for, and how long a line may take before it is dropped (the browser drops audio
       * older than 5 s anyway).
       */
      speech: {
        model: e.PARLEY_SPEECH_MODEL,
        voice: e.PARLEY_SPEECH_VOICE,
        timeoutMs: e.PARLEY_SPEECH_TIMEOUT_MS,
      },
    },
    /** web: HTTP and websockets only; worker: the jobs only (and the probes); all: both (lib/instance-role.ts). */
    role: e.PARLEY_ROLE,
    /** The SIGTERM drain (lib/drain.ts). */
    shutdown: {
      /**
       * The whole drain's time; replies still running near its end are handed over to another instance
       * (or, without a job queue, settled as interrupted).
       */
      graceMs: e.PARLEY_SHUTDOWN_GRACE_MS,
      /** How long /readyz answers 503 while the listener still accepts (a load balancer catching up). */
      delayMs: e.PARLEY_SHUTDOWN_DELAY_MS,
    },
    /** Routines' scheduler (pg-boss on this database). */
    routines: {
      /** Off: this instance neither dispatches nor runs routines (tests that do not need it). */
      // A web instance leaves the jobs to the workers.
      scheduler: e.PARLEY_ROUTINES_SCHEDULER === "on" && e.PARLEY_ROLE !== "web",
      /**
       * The job queue is on (PARLEY_ROUTINES_SCHEDULER=on, whatever the role): a web instance, which runs
       * no jobs, still sends them (a reply it hands over when it stops, generation/handover.ts).
       */
      queue: e.PARLEY_ROUTINES_SCHEDULER === "on",
      /** How often an idle worker asks the queue for due work. */
      pollSeconds: e.PARLEY_ROUTINE_POLL_SECONDS,
      /** A run's job not finished this long after it started is retried (its instance died). */
      runTimeoutSeconds: e.PARLEY_ROUTINE_RUN_TIMEOUT_SECONDS,
      /** Runs (each until its reply settles) one instance works at once. */
      concurrency: e.PARLEY_ROUTINE_CONCURRENCY,
      /** Routines one member may own at once. */
      maxPerMember: e.PARLEY_ROUTINES_PER_MEMBER,
    },
    /** A test clock moved by POST /api/v1/test/clock/advance/ instead of the system clock. */
    testClock: e.PARLEY_TEST_CLOCK,
    /** Conversation exports (download and copy) per member and window. */
    exportLimit: { max: e.PARLEY_EXPORT_MAX, windowSeconds: e.PARLEY_EXPORT_WINDOW },
    /** GET /api/v1/accounts/{subdomain} per client address (it tells which workspaces exist). */
    accountLookupLimit: { max: e.PARLEY_ACCOUNT_LOOKUP_MAX, windowSeconds: e.PARLEY_ACCOUNT_LOOKUP_WINDOW },
    /** Sends (and regenerations) per member. */
    sendLimit: { max: e.PARLEY_SEND_MAX, windowSeconds: e.PARLEY_SEND_WINDOW },
    /** Snapshots continued as a new conversation per member and window. */
    continueLimit: { max: e.PARLEY_CONTINUE_MAX, windowSeconds: e.PARLEY_CONTINUE_WINDOW },
    /** One-time sign-in links an admin may make. */
    onboardingLimit: { max: e.PARLEY_ONBOARDING_MAX, windowSeconds: e.PARLEY_ONBOARDING_WINDOW },
    /** Open connections: server-wide and per client address (idle and slow ones are closed). */
    connections: {
      max: e.PARLEY_MAX_CONNECTIONS,
      perIp: e.PARLEY_MAX_CONNECTIONS_PER_IP,
      requestTimeoutMs: e.PARLEY_REQUEST_TIMEOUT_MS,
      /** A new connection that sends nothing this long (no request begun) is closed. */
      firstRequestTimeoutMs: e.PARLEY_FIRST_REQUEST_TIMEOUT_MS,
    },
    realtime: {
      /** How often open sockets' sessions are re-checked (default: the access-token TTL, 1 s to 60 s). */
      sessionCheckMs:
        e.PARLEY_REALTIME_SESSION_CHECK_MS ||
        Math.min(60_000, Math.max(1000, e.PARLEY_ACCESS_TOKEN_TTL * 1000)),
      /** A socket that sent nothing (not even its 25 s ping) this long is closed. */
      idleTimeoutMs: e.PARLEY_REALTIME_IDLE_TIMEOUT_MS,
      /** Live events between instances (auto: Redis when REDIS_URL is set, else LISTEN/NOTIFY with DATABASE_URL). */
      pubsub: pubsub(e),
    },
    /** "Sign in with Google": any OpenID Connect issuer; no client id = the button leads to an error. */
    oidc: {
      issuer: e.PARLEY_OIDC_ISSUER,
      clientId: e.PARLEY_OIDC_CLIENT_ID,
      clientSecret: e.PARLEY_OIDC_CLIENT_SECRET,
    },
    /** How long a rapid-onboarding link stays valid. */
    rapidOnboardingTtlSeconds: e.PARLEY_RAPID_ONBOARDING_TTL,
    /** Largest accepted profile photo (bytes). */
    photoMaxBytes: e.PARLEY_PHOTO_MAX_BYTES,
    /** How long a passkey registration or sign-in challenge stays usable (seconds). */
    passkeyChallengeTtlSeconds: e.PARLEY_PASSKEY_CHALLENGE_TTL,
    /** The admin site (Manage account); unset: `admin.<BASE_DOMAIN>` with the request's scheme and port. */
    adminUrl: e.PARLEY_ADMIN_URL,
    /** Origin of links in e-mails (`https://parley.example.com`); unset: the request's scheme and port. */
    publicUrl: e.PARLEY_PUBLIC_URL?.replace(/\/$/, ""),
    /** The share host's origin; unset: share.<BASE_DOMAIN> (PARLEY_PUBLIC_URL's scheme and port). */
    shareUrl: e.PARLEY_SHARE_URL === undefined ? undefined : new URL(e.PARLEY_SHARE_URL).origin,
    /** Help → Documentation's link as configured, `{lang}` standing for the member's language; unset: the docs host. */
    docsUrl: e.PARLEY_DOCS_URL,
    /** Origin the manifest's remote URLs point at (a CDN); unset: relative URLs, the page's origin. */
    remotesOrigin:
      e.PARLEY_REMOTES_ORIGIN === undefined ? undefined : new URL(e.PARLEY_REMOTES_ORIGIN).origin,
    /** Days `remote_loads` and `remote_failures` rows are kept; older ones are pruned by an hourly job. */
    remoteReportsRetentionDays: e.PARLEY_REMOTE_REPORTS_RETENTION_DAYS,
    /** PARLEY_DEV_SERVERS: remotes loaded from dev servers by every browser, and all the listed origins. */
    devServers: parseDevServers(e.PARLEY_DEV_SERVERS) as {
      remotes: ReadonlyMap<RemoteName, string>;
      origins: readonly string[];
    },
    /** Developer overrides of one remote per browser: allowed at all, and the origins beside loopback. */
    devOverrides: { enabled: e.PARLEY_DEV_OVERRIDES === "on", origins: e.PARLEY_DEV_OVERRIDE_ORIGINS },
    /** Outgoing mail; no url and no host: mails are written to the log instead (development). */
    smtp: {
      url: e.PARLEY_SMTP_URL,
      host: e.PARLEY_SMTP_HOST,
      port: e.PARLEY_SMTP_PORT,
      user: e.PARLEY_SMTP_USER,
      pass: e.PARLEY_SMTP_PASS,
      from: e.PARLEY_SMTP_FROM ?? `Parley <no-reply@${e.BASE_DOMAIN}>`,
    },
    /** Reset links' lifetime and the forgot/reset budgets (per IP, and per e-mail for forgot). */
    passwordReset: {
      ttlSeconds: e.PARLEY_PASSWORD_RESET_TTL,
      ipMax: e.PARLEY_RESET_IP_MAX,
      ipWindowSeconds: e.PARLEY_RESET_IP_WINDOW,
      emailMax: e.PARLEY_RESET_EMAIL_MAX,
      emailWindowSeconds: e.PARLEY_RESET_EMAIL_WINDOW,
    },
    /**
     * Self-service sign-up from a public snapshot: `enabled` false (PARLEY_SELF_SERVICE_SIGNUP=false)
     * turns it off whatever ops says; the link's lifetime and the budgets per address and per e-mail.
     */
    signup: {
      enabled: e.PARLEY_SELF_SERVICE_SIGNUP,
      ttlSeconds: e.PARLEY_SIGNUP_TTL,
      ipMax: e.PARLEY_SIGNUP_IP_MAX,
      ipWindowSeconds: e.PARLEY_SIGNUP_IP_WINDOW,
      emailMax: e.PARLEY_SIGNUP_EMAIL_MAX,
      emailWindowSeconds: e.PARLEY_SIGNUP_EMAIL_WINDOW,
    },
    /** DLP scanner processes, and the time one scan may take before its send is held unchecked. */
    dlp: { scanners: e.PARLEY_DLP_SCANNERS, scanBudgetMs: e.PARLEY_DLP_SCAN_BUDGET_MS },
    /** Outbound fetches (URL scraping, provider calls) and the SSRF guard's allow-list. */
    outboundFetch: {
      /** Hosts (host or host:port) reachable even on private or loopback addresses. */
      allow: parseAllowList(e.PARLEY_FETCH_ALLOW_HOSTS),
      timeoutMs: e.PARLEY_FETCH_TIMEOUT_MS,
      /** Body bytes read from a scraped page at most. */
      scrapeMaxBytes: e.PARLEY_SCRAPE_MAX_BYTES,
      /** A provider response (a streamed one: each event) is cut past this many bytes. */
      providerMaxBytes: e.PARLEY_PROVIDER_MAX_RESPONSE_BYTES,
      /** Characters of a scraped page's text given to the model at most. */
      scrapeMaxChars: e.PARLEY_SCRAPE_MAX_CHARS,
    },
    /**
     * Snapshot markdown on the share host (share-host/render-pool.ts): worker threads, one snapshot's
     * time budget (then plain text), and the memory of the rendered-HTML cache.
     */
    markdownRender: {
      workers: e.PARLEY_MARKDOWN_WORKERS || Math.min(2, availableParallelism()),
      budgetMs: e.PARLEY_MARKDOWN_BUDGET_MS,
      cacheBytes: e.PARLEY_MARKDOWN_CACHE_MB * 1024 * 1024,
    },
    /** Uploaded files in an S3-compatible bucket; unset: files under `<dataDir>/files`. */
    s3:
      e.PARLEY_S3_BUCKET === undefined
        ? undefined
        : {
            bucket: e.PARLEY_S3_BUCKET,
            /** Origin of the service; the bucket is addressed by path (`<endpoint>/<bucket>/<key>`). */
            endpoint: (e.PARLEY_S3_ENDPOINT ?? `https://s3.${e.PARLEY_S3_REGION}.amazonaws.com`).replace(
              /\/$/,
              "",
            ),
            region: e.PARLEY_S3_REGION,
            accessKeyId: e.PARLEY_S3_ACCESS_KEY_ID ?? "",
            secretAccessKey: e.PARLEY_S3_SECRET_ACCESS_KEY ?? "",
            /** Put before every object key (`parley/`), so one bucket can serve several things. */
            prefix: e.PARLEY_S3_PREFIX,
          },
    /**
     * The knowledge-source service members connect their accounts to (OAuth 2 authorization code);
     * unset: members cannot connect a knowledge-source account.
     */
    knowledge:
      e.PARLEY_KNOWLEDGE_URL === undefined
        ? undefined
        : {
            /** Origin of the service: /oauth/authorize, /oauth/token and /api/me live under it. */
            url: e.PARLEY_KNOWLEDGE_URL.replace(/\/$/, ""),
            clientId: e.PARLEY_KNOWLEDGE_CLIENT_ID ?? "",
            clientSecret: e.PARLEY_KNOWLEDGE_CLIENT_SECRET ?? "",
          },
    /**
     * The Slack app a workspace installs to share conversations to a channel (OAuth v2); unset: no
     * team chat share (the `team_chat_share` feature is off).
     */
    slack:
      e.PARLEY_SLACK_CLIENT_ID === undefined || e.PARLEY_SLACK_CLIENT_SECRET === undefined
        ? undefined
        : {
            clientId: e.PARLEY_SLACK_CLIENT_ID,
            clientSecret: e.PARLEY_SLACK_CLIENT_SECRET,
            /** Base URL of the Web API, ending in `/` (`https://slack.com/api/`); the OAuth page is `../oauth/v2/authorize`. */
            apiUrl: e.PARLEY_SLACK_API_URL,
          },
  };
}

const configSchema = envSchema.transform(toConfig);

/** The server's configuration, as loadConfig makes it from the environment. */
export type Config = z.output<typeof configSchema>;
export type CaptchaProvider = Config["captcha"]["provider"];
export type OutboundFetchConfig = Config["outboundFetch"];
export type S3StoreConfig = NonNullable<Config["s3"]>;
export type KnowledgeSourceConfig = NonNullable<Config["knowledge"]>;
export type SlackConfig = NonNullable<Config["slack"]>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
  problems.push(...crossProblems(env, parsed.data?.captcha.forms));
  if (!parsed.success || problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  return parsed.data;
}
