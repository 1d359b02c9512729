// Configuration from the environment, validated once at boot: a wrong value stops the server with a
// message naming the variable, instead of failing later in a request.
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { HELPER_APP_PORT } from "@parley/shared-contracts/constants";
import { CAPTCHA_FORMS, type CaptchaForm } from "@parley/shared-contracts/api/captcha";
import { parseAllowList } from "./lib/net/ssrf-guard.ts";
import type { AllowList } from "./lib/net/ssrf-guard.ts";
import { INSTANCE_ROLES } from "./lib/instance-role.ts";
import type { RemoteName } from "@parley/shared-contracts/api/remotes";
import { parseDevServers } from "./modules/dev-override/development-entries.ts";
import type { InstanceRole } from "./lib/instance-role.ts";

/** Root of the repository (server/src/config.ts → ../../). */
export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .default("")
  .transform((v) => v === "1" || v === "true" || v === "yes");
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default("localhost"),
  BASE_DOMAIN: z
    .string()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, "must be a host name such as localhost or parley.example.com")
    .default("localhost"),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: "must start with postgres:// or postgresql://",
  }),
  REDIS_URL: optionalText.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: "must start with redis:// or rediss://",
  }),
  PARLEY_DATA_DIR: optionalText,
  PARLEY_DIST_DIR: optionalText,
  /** The product pages the docs host serves (docs/product); tests point it at fixtures. */
  PARLEY_DOCS_DIR: optionalText,
  PARLEY_DEMO_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 8, {
    message: "must be at least 8 characters (the sign-in form's minimum)",
  }),
  PARLEY_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters; leave it unset to generate one in the data directory",
  }),
  PARLEY_ACCESS_TOKEN_TTL: positiveInt(900),
  PARLEY_REFRESH_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  PARLEY_REFRESH_TOKEN_TTL: positiveInt(30 * 24 * 3600),
  TRUST_PROXY: flag,
  // `pow`: Parley's own proof of work (modules/auth/pow-captcha.ts), on by default where the spec has a
  // captcha (sign-in, forgot password); turnstile and hcaptcha call their provider.
  CAPTCHA_PROVIDER: z.enum(["none", "pow", "turnstile", "hcaptcha"]).default("pow"),
  CAPTCHA_FORMS: z
    .string()
    .default("login,reset")
    .transform((v) => [
      ...new Set(
        v
          .split(",")
          .map((form) => form.trim())
          .filter((form) => form !== ""),
      ),
    ])
    .pipe(z.array(z.enum(CAPTCHA_FORMS))),
  // The proof of work's largest number: the browser tries half of it on average (docs/operations.md).
  CAPTCHA_DIFFICULTY: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  CAPTCHA_SECRET: optionalText,
  CAPTCHA_SITE_KEY: optionalText,
  CAPTCHA_VERIFY_URL: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), {
    message: "must be an http(s) URL",
  }),
  PARLEY_OPS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: "must be at least 16 characters",
  }),
  PARLEY_METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: "must be at least 16 characters",
  }),
  PARLEY_TEST_CLOCK: flag,
  // OpenTelemetry's own variables (docs/observability.md § Traces): spans go out over OTLP/HTTP when
  // an endpoint is set; the per-signal one wins, as the OpenTelemetry specification has it.
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), {
    message: "must be an http(s) URL (the collector's OTLP/HTTP address, e.g. http://collector:4318)",
  }),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), {
    message: "must be an http(s) URL (e.g. http://collector:4318/v1/traces)",
  }),
  OTEL_SDK_DISABLED: flag,
  PARLEY_ROLE: z
    .enum(INSTANCE_ROLES, { message: "must be web, worker or all (docs/operations.md)" })
    .default("all"),
  // Below Kubernetes' default terminationGracePeriodSeconds (30 s): the drain ends before the SIGKILL.
  PARLEY_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  // Not ready but still accepting, so a load balancer stops sending before the listener closes.
  PARLEY_SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  // A rollback onto a schema a newer build expanded (docs/operations.md, "Expand, then contract").
  PARLEY_ALLOW_NEWER_SCHEMA: flag,
  // Three heartbeats (5 s each) at least: a live generator is never taken for a dead one.
  PARLEY_REPLY_STALE_MS: z.coerce.number().int().min(15_000).max(3_600_000).default(60_000),
  PARLEY_ROUTINES_SCHEDULER: z.enum(["on", "off"]).default("on"),
  PARLEY_ROUTINE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  PARLEY_ROUTINE_RUN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  PARLEY_ROUTINE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  PARLEY_ROUTINES_PER_MEMBER: z.coerce.number().int().min(1).max(10_000).default(25),
  PARLEY_CONTINUE_MAX: positiveInt(30),
  PARLEY_CONTINUE_WINDOW: positiveInt(3600),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PARLEY_LOGIN_IP_MAX: positiveInt(30),
  PARLEY_LOGIN_IP_WINDOW: positiveInt(60),
  PARLEY_LOGIN_EMAIL_MAX: positiveInt(10),
  PARLEY_LOGIN_EMAIL_WINDOW: positiveInt(300),
  PARLEY_SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  PARLEY_OFFLINE_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(15),
  PARLEY_PROVIDER_CHUNK_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  /** The share host's origin (public snapshot pages); default share.<BASE_DOMAIN>. */
  PARLEY_SHARE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Help → Documentation's target ({lang}: the member's language); default docs.<BASE_DOMAIN>/<lang>/. */
  PARLEY_DOCS_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Where browsers load remote builds from (a CDN pulling /remotes/* from here); default: each page's own origin. */
  PARLEY_REMOTES_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** Days the browsers' remote load beacons and load-error reports are kept (pruned hourly). */
  PARLEY_REMOTE_REPORTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  PARLEY_MCP_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  PARLEY_MCP_CALL_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  PARLEY_MCP_MAX_MESSAGE_BYTES: positiveInt(10 * 1024 * 1024),
  PARLEY_TOOL_PERMISSION_TIMEOUT_MS: z.coerce.number().int().min(100).max(86_400_000).default(600_000),
  PARLEY_TOOL_MAX_STEPS: z.coerce.number().int().min(2).max(50).default(8),
  PARLEY_LOCAL_TOOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(130_000),
  PARLEY_HELPER_PORT: z.coerce.number().int().min(1).max(65_535).default(HELPER_APP_PORT),
  PARLEY_HELPER_VERSION: z.string().min(1).max(50).optional(),
  PARLEY_HELPER_DOWNLOAD_URL: z.url({ protocol: /^https?$/ }).optional(),
  PARLEY_TITLE_GENERATION: z
    .enum(["1", "0", "true", "false", "yes", "no", ""])
    .default("1")
    .transform((v) => v === "1" || v === "true" || v === "yes" || v === ""),
  PARLEY_SPEECH_MODEL: z.string().trim().min(1).default("tts-1"),
  PARLEY_SPEECH_VOICE: z.string().trim().min(1).default("alloy"),
  PARLEY_SPEECH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  PARLEY_EXPORT_MAX: positiveInt(20),
  PARLEY_EXPORT_WINDOW: positiveInt(60),
  PARLEY_ACCOUNT_LOOKUP_MAX: positiveInt(60),
  PARLEY_ACCOUNT_LOOKUP_WINDOW: positiveInt(60),
  PARLEY_SEND_MAX: positiveInt(60),
  PARLEY_SEND_WINDOW: positiveInt(60),
  PARLEY_ONBOARDING_MAX: positiveInt(20),
  PARLEY_ONBOARDING_WINDOW: positiveInt(3600),
  PARLEY_MAX_CONNECTIONS: positiveInt(10_000),
  PARLEY_MAX_CONNECTIONS_PER_IP: positiveInt(256),
  PARLEY_REQUEST_TIMEOUT_MS: positiveInt(300_000),
  PARLEY_FIRST_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  PARLEY_REALTIME_SESSION_CHECK_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
  PARLEY_REALTIME_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(75_000),
  PARLEY_PUBSUB: z.enum(["auto", "in-process", "postgres", "redis"]).default("auto"),
  PARLEY_OIDC_ISSUER: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/?#]+/, "must be an http(s) URL such as https://accounts.google.com")
    .default("https://accounts.google.com"),
  PARLEY_OIDC_CLIENT_ID: optionalText,
  PARLEY_OIDC_CLIENT_SECRET: optionalText,
  PARLEY_RAPID_ONBOARDING_TTL: positiveInt(24 * 3600),
  PARLEY_PHOTO_MAX_BYTES: positiveInt(10 * 1024 * 1024),
  PARLEY_PASSKEY_CHALLENGE_TTL: positiveInt(300),
  PARLEY_ADMIN_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/?#]+/.test(v), {
    message: "must be an http(s) URL such as https://admin.parley.example.com",
  }),
  PARLEY_PUBLIC_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/?#]+\/?$/.test(v), {
    message: "must be an http(s) origin such as https://parley.example.com",
  }),
  PARLEY_SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: "must start with smtp:// or smtps://",
  }),
  PARLEY_SMTP_HOST: optionalText,
  PARLEY_SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  PARLEY_SMTP_USER: optionalText,
  PARLEY_SMTP_PASS: optionalText,
  PARLEY_SMTP_FROM: optionalText,
  PARLEY_PASSWORD_RESET_TTL: positiveInt(3600),
  PARLEY_RESET_IP_MAX: positiveInt(10),
  PARLEY_RESET_IP_WINDOW: positiveInt(900),
  PARLEY_RESET_EMAIL_MAX: positiveInt(3),
  PARLEY_RESET_EMAIL_WINDOW: positiveInt(900),
  PARLEY_SELF_SERVICE_SIGNUP: z
    .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
    .default("")
    .transform((v) => !(v === "0" || v === "false" || v === "no" || v === "off")),
  PARLEY_SIGNUP_TTL: positiveInt(24 * 3600),
  PARLEY_SIGNUP_IP_MAX: positiveInt(10),
  PARLEY_SIGNUP_IP_WINDOW: positiveInt(3600),
  PARLEY_SIGNUP_EMAIL_MAX: positiveInt(3),
  PARLEY_SIGNUP_EMAIL_WINDOW: positiveInt(3600),
  PARLEY_FETCH_ALLOW_HOSTS: z
    .string()
    .default("")
    .refine(
      (v) => v.split(",").every((e) => /^\s*((\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._-]+)(:\d{1,5})?)?\s*$/.test(e)),
      {
        message: "must be a comma-separated list of host or host:port entries",
      },
    ),
  /** `npm run dev`: remotes every browser loads from dev servers (`shell=http://localhost:3000,mf_tools=…`). */
  PARLEY_DEV_SERVERS: z
    .string()
    .default("")
    .superRefine((v, ctx) => {
      try {
        parseDevServers(v);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    }),
  /** A member's override of one remote for their own browser (docs/development.md); `off` refuses them. */
  PARLEY_DEV_OVERRIDES: z.enum(["on", "off"]).default("on"),
  /** Exact origins an override may load from beside loopback (`https://preview.example.com`). */
  PARLEY_DEV_OVERRIDE_ORIGINS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((e) => URL.parse(e)?.origin === e), {
      message: "must be a comma-separated list of origins (https://host[:port], no path)",
    }),
  PARLEY_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PARLEY_SCRAPE_MAX_BYTES: positiveInt(2 * 1024 * 1024),
  PARLEY_PROVIDER_MAX_RESPONSE_BYTES: positiveInt(10 * 1024 * 1024),
  PARLEY_SCRAPE_MAX_CHARS: positiveInt(20_000),
  /** Markdown render threads of the share host; 0: min(2, cores). */
  PARLEY_MARKDOWN_WORKERS: z.coerce.number().int().min(0).max(32).default(0),
  PARLEY_MARKDOWN_BUDGET_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  PARLEY_MARKDOWN_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  PARLEY_DLP_SCANNERS: z.coerce.number().int().min(1).max(32).default(2),
  PARLEY_DLP_SCAN_BUDGET_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  PARLEY_KNOWLEDGE_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/?#]+\/?$/.test(v), {
    message: "must be the knowledge-source service's origin, such as https://api.example.com",
  }),
  PARLEY_KNOWLEDGE_CLIENT_ID: optionalText,
  PARLEY_KNOWLEDGE_CLIENT_SECRET: optionalText,
  PARLEY_SLACK_CLIENT_ID: optionalText,
  PARLEY_SLACK_CLIENT_SECRET: optionalText,
  PARLEY_SLACK_API_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://slack.com/api/")
    .transform((v) => (v.endsWith("/") ? v : `${v}/`)),
  PARLEY_S3_BUCKET: optionalText.refine(
    (v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
    {
      message: "must be an S3 bucket name (3–63 lower-case letters, digits, dots and hyphens)",
    },
  ),
  PARLEY_S3_ENDPOINT: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/?#]+\/?$/.test(v), {
    message: "must be an http(s) origin such as https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000",
  }),
  PARLEY_S3_REGION: z.string().trim().min(1).default("us-east-1"),
  PARLEY_S3_ACCESS_KEY_ID: optionalText,
  PARLEY_S3_SECRET_ACCESS_KEY: optionalText,
  PARLEY_S3_PREFIX: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, "must be empty or end in / (for example parley/)")
    .default(""),
});

/** The knowledge-source service members connect their accounts to (OAuth 2 authorization code). */
export interface KnowledgeSourceConfig {
  /** Origin of the service: /oauth/authorize, /oauth/token and /api/me live under it. */
  url: string;
  clientId: string;
  clientSecret: string;
}

/** The Slack app a workspace installs to share conversations to a channel (OAuth v2). */
export interface SlackConfig {
  clientId: string;
  clientSecret: string;
  /** Base URL of the Web API, ending in `/` (`https://slack.com/api/`); the OAuth page is `../oauth/v2/authorize`. */
  apiUrl: string;
}

/** Uploaded files in an S3-compatible bucket instead of the data directory. */
export interface S3StoreConfig {
  bucket: string;
  /** Origin of the service; the bucket is addressed by path (`<endpoint>/<bucket>/<key>`). */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every object key (`parley/`), so one bucket can serve several things. */
  prefix: string;
}

/** Outbound fetches (URL scraping, provider calls) and the SSRF guard's allow-list. */
export interface OutboundFetchConfig {
  /** Hosts (host or host:port) reachable even on private or loopback addresses. */
  allow: AllowList;
  timeoutMs: number;
  /** Body bytes read from a scraped page at most. */
  scrapeMaxBytes: number;
  /** A provider response (a streamed one: each event) is cut past this many bytes. */
  providerMaxBytes: number;
  /** Characters of a scraped page's text given to the model at most. */
  scrapeMaxChars: number;
}

export type CaptchaProvider = "none" | "pow" | "turnstile" | "hcaptcha";

export interface Config {
  port: number;
  host: string;
  baseDomain: string;
  /** Unset: the embedded PGlite database in `<dataDir>/db`. */
  databaseUrl: string | undefined;
  /** Start on a schema with migrations this build lacks (only after expand-only migrations). */
  allowNewerSchema: boolean;
  /** Rate-limit counters (and, unless PARLEY_PUBSUB says otherwise, live events) in Redis (optional). */
  redisUrl: string | undefined;
  dataDir: string;
  distDir: string;
  /** The product documentation's markdown (docs/product), served by the docs host. */
  docsDir: string;
  demoPassword: string | undefined;
  /** Token signing key; server.ts fills it from the data directory when the env leaves it unset. */
  secret: string | undefined;
  accessTokenTtlSeconds: number;
  /** Two refreshes with one token this close together both get the new pair (two tabs at once). */
  refreshGraceMs: number;
  refreshTokenTtlSeconds: number;
  trustProxy: boolean;
  /** Cookies carry `Secure` everywhere except on localhost (plain http in development). */
  secureCookies: boolean;
  captcha: {
    provider: CaptchaProvider;
    secret: string | undefined;
    siteKey: string | undefined;
    verifyUrl: string | undefined;
    /** The forms that ask for it (CAPTCHA_FORMS). */
    forms: readonly CaptchaForm[];
    /** The proof of work's maxnumber (CAPTCHA_DIFFICULTY). */
    difficulty: number;
  };
  opsToken: string | undefined;
  /** Bearer token of GET /metrics; unset: only loopback callers get the metrics. */
  metricsToken: string | undefined;
  /** OpenTelemetry traces over OTLP/HTTP (plugins/tracing.ts); undefined: off, the SDK never loaded. */
  tracing: { tracesUrl: string } | undefined;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  loginLimits: { ipMax: number; ipWindowSeconds: number; emailMax: number; emailWindowSeconds: number };
  /** How long a checked session may be reused without a query (0: every request queries). */
  sessionCacheMs: number;
  generation: {
    /** Pause between the offline model's chunks (tests set 0 or a larger value to stop mid-reply). */
    offlineChunkDelayMs: number;
    /** A provider stream silent this long fails (a stalled provider never streams forever). */
    providerChunkTimeoutMs: number;
    /** Ask a real provider for a title after the first reply of a conversation. */
    titleGeneration: boolean;
    /**
     * A streaming reply whose heartbeat is older than this has lost its generator (a killed
     * instance): the sweep (every half of it, at most 30 s) and a starting instance settle it.
     */
    replyStaleMs: number;
    /**
     * Spoken commentary (OpenAI and OpenAI-compatible providers' speech API): the speech model and
     * voice asked for, and how long a line may take before it is dropped (the browser drops audio
     * older than 5 s anyway).
     */
    speech: { model: string; voice: string; timeoutMs: number };
  };
  /** MCP tool servers: connect and call time limits, the permission dialog's wait, tool rounds per reply. */
  mcp: {
    connectTimeoutMs: number;
    callTimeoutMs: number;
    permissionTimeoutMs: number;
    maxSteps: number;
    /** One MCP response or event-stream message is cut past this many bytes. */
    maxMessageBytes: number;
  };
  /**
   * The desktop helper app: how long a local tool call may take before it fails (no page of the
   * member ran it), the helper's loopback port the browser calls (the spec's 9001; tests start one
   * elsewhere) and the latest version to download, when set.
   */
  desktopHelper: {
    localCallTimeoutMs: number;
    port: number;
    latest: { version: string; downloadUrl: string } | null;
  };
  /** web: HTTP and websockets only; worker: the jobs only (and the probes); all: both (lib/instance-role.ts). */
  role: InstanceRole;
  /** The SIGTERM drain (lib/drain.ts). */
  shutdown: {
    /**
     * The whole drain's time; replies still running near its end are handed over to another instance
     * (or, without a job queue, settled as interrupted).
     */
    graceMs: number;
    /** How long /readyz answers 503 while the listener still accepts (a load balancer catching up). */
    delayMs: number;
  };
  /** Routines' scheduler (pg-boss on this database). */
  routines: {
    /** Off: this instance neither dispatches nor runs routines (tests that do not need it). */
    scheduler: boolean;
    /**
     * The job queue is on (PARLEY_ROUTINES_SCHEDULER=on, whatever the role): a web instance, which runs
     * no jobs, still sends them (a reply it hands over when it stops, generation/handover.ts).
     */
    queue: boolean;
    /** How often an idle worker asks the queue for due work. */
    pollSeconds: number;
    /** A run's job not finished this long after it started is retried (its instance died). */
    runTimeoutSeconds: number;
    /** Runs (each until its reply settles) one instance works at once. */
    concurrency: number;
    /** Routines one member may own at once. */
    maxPerMember: number;
  };
  /** A test clock moved by POST /api/v1/test/clock/advance/ instead of the system clock. */
  testClock: boolean;
  /** Conversation exports (download and copy) per member and window. */
  exportLimit: { max: number; windowSeconds: number };
  /** GET /api/v1/accounts/{subdomain} per client address (it tells which workspaces exist). */
  accountLookupLimit: { max: number; windowSeconds: number };
  /** Sends (and regenerations) per member. */
  sendLimit: { max: number; windowSeconds: number };
  /** Snapshots continued as a new conversation per member and window. */
  continueLimit: { max: number; windowSeconds: number };
  /** One-time sign-in links an admin may make. */
  onboardingLimit: { max: number; windowSeconds: number };
  /** Open connections: server-wide and per client address (idle and slow ones are closed). */
  connections: {
    max: number;
    perIp: number;
    requestTimeoutMs: number;
    /** A new connection that sends nothing this long (no request begun) is closed. */
    firstRequestTimeoutMs: number;
  };
  realtime: {
    /** How often open sockets' sessions are re-checked (default: the access-token TTL, 1 s to 60 s). */
    sessionCheckMs: number;
    /** A socket that sent nothing (not even its 25 s ping) this long is closed. */
    idleTimeoutMs: number;
    /** Live events between instances (auto: Redis when REDIS_URL is set, else LISTEN/NOTIFY with DATABASE_URL). */
    pubsub: "in-process" | "postgres" | "redis";
  };
  /** "Sign in with Google": any OpenID Connect issuer; no client id = the button leads to an error. */
  oidc: { issuer: string; clientId: string | undefined; clientSecret: string | undefined };
  /** How long a rapid-onboarding link stays valid. */
  rapidOnboardingTtlSeconds: number;
  /** Largest accepted profile photo (bytes). */
  photoMaxBytes: number;
  /** How long a passkey registration or sign-in challenge stays usable (seconds). */
  passkeyChallengeTtlSeconds: number;
  /** The admin site (Manage account); unset: `admin.<BASE_DOMAIN>` with the request's scheme and port. */
  adminUrl: string | undefined;
  /** Origin of links in e-mails (`https://parley.example.com`); unset: the request's scheme and port. */
  publicUrl: string | undefined;
  /** The share host's origin; unset: share.<BASE_DOMAIN> (PARLEY_PUBLIC_URL's scheme and port). */
  shareUrl: string | undefined;
  /** Help → Documentation's link as configured, `{lang}` standing for the member's language; unset: the docs host. */
  docsUrl: string | undefined;
  /** Origin the manifest's remote URLs point at (a CDN); unset: relative URLs, the page's origin. */
  remotesOrigin: string | undefined;
  /** PARLEY_DEV_SERVERS: remotes loaded from dev servers by every browser, and all the listed origins. */
  devServers: { remotes: ReadonlyMap<RemoteName, string>; origins: readonly string[] };
  /** Developer overrides of one remote per browser: allowed at all, and the origins beside loopback. */
  devOverrides: { enabled: boolean; origins: string[] };
  /** Days `remote_loads` and `remote_failures` rows are kept; older ones are pruned by an hourly job. */
  remoteReportsRetentionDays: number;
  /** Outgoing mail; no url and no host: mails are written to the log instead (development). */
  smtp: {
    url: string | undefined;
    host: string | undefined;
    port: number;
    user: string | undefined;
    pass: string | undefined;
    from: string;
  };
  /** Reset links' lifetime and the forgot/reset budgets (per IP, and per e-mail for forgot). */
  passwordReset: {
    ttlSeconds: number;
    ipMax: number;
    ipWindowSeconds: number;
    emailMax: number;
    emailWindowSeconds: number;
  };
  /**
   * Self-service sign-up from a public snapshot: `enabled` false (PARLEY_SELF_SERVICE_SIGNUP=false)
   * turns it off whatever ops says; the link's lifetime and the budgets per address and per e-mail.
   */
  signup: {
    enabled: boolean;
    ttlSeconds: number;
    ipMax: number;
    ipWindowSeconds: number;
    emailMax: number;
    emailWindowSeconds: number;
  };
  outboundFetch: OutboundFetchConfig;
  /**
   * Snapshot markdown on the share host (share-host/render-pool.ts): worker threads, one snapshot's
   * time budget (then plain text), and the memory of the rendered-HTML cache.
   */
  markdownRender: { workers: number; budgetMs: number; cacheBytes: number };
  /** DLP scanner processes, and the time one scan may take before its send is held unchecked. */
  dlp: { scanners: number; scanBudgetMs: number };
  /** Unset: files under `<dataDir>/files`. */
  s3: S3StoreConfig | undefined;
  /** Unset: members cannot connect a knowledge-source account. */
  knowledge: KnowledgeSourceConfig | undefined;
  /** Unset: no team chat share (the `team_chat_share` feature is off). */
  slack: SlackConfig | undefined;
}

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

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
  // Checked on the raw values so it is reported together with any other problem.
  const provider = env.CAPTCHA_PROVIDER?.trim();
  if (provider === "turnstile" || provider === "hcaptcha") {
    for (const key of ["CAPTCHA_SECRET", "CAPTCHA_SITE_KEY"]) {
      if (!env[key]?.trim()) problems.push(`  ${key}: is required when CAPTCHA_PROVIDER=${provider}`);
    }
    // The sign-up forms live on the share page, whose CSP loads no third-party script.
    if (parsed.success && parsed.data.CAPTCHA_FORMS.includes("signup"))
      problems.push(`  CAPTCHA_FORMS: signup needs CAPTCHA_PROVIDER=pow (not ${provider})`);
  }
  // LISTEN/NOTIFY needs a PostgreSQL server; PGlite is one process's database.
  if (env.PARLEY_PUBSUB?.trim() === "postgres" && !env.DATABASE_URL?.trim())
    problems.push(
      "  PARLEY_PUBSUB: postgres needs DATABASE_URL (PGlite cannot carry events between processes)",
    );
  if (env.PARLEY_PUBSUB?.trim() === "redis" && !env.REDIS_URL?.trim())
    problems.push(
      "  PARLEY_PUBSUB: redis needs REDIS_URL (the Redis server that carries events between processes)",
    );
  if (env.PARLEY_KNOWLEDGE_URL?.trim()) {
    for (const key of ["PARLEY_KNOWLEDGE_CLIENT_ID", "PARLEY_KNOWLEDGE_CLIENT_SECRET"]) {
      if (!env[key]?.trim()) problems.push(`  ${key}: is required when PARLEY_KNOWLEDGE_URL is set`);
    }
  }
  if (Boolean(env.PARLEY_SLACK_CLIENT_ID?.trim()) !== Boolean(env.PARLEY_SLACK_CLIENT_SECRET?.trim()))
    problems.push("  PARLEY_SLACK_CLIENT_ID, PARLEY_SLACK_CLIENT_SECRET: set both or neither");
  if (env.PARLEY_S3_BUCKET?.trim()) {
    for (const key of ["PARLEY_S3_ACCESS_KEY_ID", "PARLEY_S3_SECRET_ACCESS_KEY"]) {
      if (!env[key]?.trim()) problems.push(`  ${key}: is required when PARLEY_S3_BUCKET is set`);
    }
  }
  // Time that anyone can move must never reach a production server.
  if (
    env.NODE_ENV?.trim() === "production" &&
    ["1", "true", "yes"].includes(env.PARLEY_TEST_CLOCK?.trim() ?? "")
  )
    problems.push("  PARLEY_TEST_CLOCK: a test clock is refused when NODE_ENV=production");
  if (!parsed.success || problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  const e = parsed.data;
  const resolve = (value: string | undefined, fallback: string) => path.resolve(value ?? fallback);
  return {
    port: e.PORT,
    host: e.HOST,
    baseDomain: e.BASE_DOMAIN,
    databaseUrl: e.DATABASE_URL,
    allowNewerSchema: e.PARLEY_ALLOW_NEWER_SCHEMA,
    redisUrl: e.REDIS_URL,
    dataDir: resolve(e.PARLEY_DATA_DIR, path.join(REPO_ROOT, ".parley-data")),
    distDir: resolve(e.PARLEY_DIST_DIR, path.join(REPO_ROOT, "dist")),
    docsDir: resolve(e.PARLEY_DOCS_DIR, path.join(REPO_ROOT, "docs", "product")),
    demoPassword: e.PARLEY_DEMO_PASSWORD,
    secret: e.PARLEY_SECRET,
    accessTokenTtlSeconds: e.PARLEY_ACCESS_TOKEN_TTL,
    refreshGraceMs: e.PARLEY_REFRESH_GRACE_MS,
    refreshTokenTtlSeconds: e.PARLEY_REFRESH_TOKEN_TTL,
    trustProxy: e.TRUST_PROXY,
    secureCookies: !isLocalDomain(e.BASE_DOMAIN),
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      secret: e.CAPTCHA_SECRET,
      siteKey: e.CAPTCHA_SITE_KEY,
      verifyUrl: e.CAPTCHA_VERIFY_URL,
      forms: e.CAPTCHA_FORMS,
      difficulty: e.CAPTCHA_DIFFICULTY,
    },
    opsToken: e.PARLEY_OPS_TOKEN,
    metricsToken: e.PARLEY_METRICS_TOKEN,
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
    sessionCacheMs: e.PARLEY_SESSION_CACHE_MS,
    mcp: {
      connectTimeoutMs: e.PARLEY_MCP_CONNECT_TIMEOUT_MS,
      callTimeoutMs: e.PARLEY_MCP_CALL_TIMEOUT_MS,
      maxMessageBytes: e.PARLEY_MCP_MAX_MESSAGE_BYTES,
      permissionTimeoutMs: e.PARLEY_TOOL_PERMISSION_TIMEOUT_MS,
      maxSteps: e.PARLEY_TOOL_MAX_STEPS,
    },
    desktopHelper: {
      localCallTimeoutMs: e.PARLEY_LOCAL_TOOL_TIMEOUT_MS,
      port: e.PARLEY_HELPER_PORT,
      latest:
        e.PARLEY_HELPER_DOWNLOAD_URL === undefined
          ? null
          : { version: e.PARLEY_HELPER_VERSION ?? "latest", downloadUrl: e.PARLEY_HELPER_DOWNLOAD_URL },
    },
    generation: {
      offlineChunkDelayMs: e.PARLEY_OFFLINE_CHUNK_DELAY_MS,
      providerChunkTimeoutMs: e.PARLEY_PROVIDER_CHUNK_TIMEOUT_MS,
      titleGeneration: e.PARLEY_TITLE_GENERATION,
      replyStaleMs: e.PARLEY_REPLY_STALE_MS,
      speech: {
        model: e.PARLEY_SPEECH_MODEL,
        voice: e.PARLEY_SPEECH_VOICE,
        timeoutMs: e.PARLEY_SPEECH_TIMEOUT_MS,
      },
    },
    role: e.PARLEY_ROLE,
    shutdown: { graceMs: e.PARLEY_SHUTDOWN_GRACE_MS, delayMs: e.PARLEY_SHUTDOWN_DELAY_MS },
    routines: {
      // A web instance leaves the jobs to the workers.
      scheduler: e.PARLEY_ROUTINES_SCHEDULER === "on" && e.PARLEY_ROLE !== "web",
      queue: e.PARLEY_ROUTINES_SCHEDULER === "on",
      pollSeconds: e.PARLEY_ROUTINE_POLL_SECONDS,
      runTimeoutSeconds: e.PARLEY_ROUTINE_RUN_TIMEOUT_SECONDS,
      concurrency: e.PARLEY_ROUTINE_CONCURRENCY,
      maxPerMember: e.PARLEY_ROUTINES_PER_MEMBER,
    },
    testClock: e.PARLEY_TEST_CLOCK,
    exportLimit: { max: e.PARLEY_EXPORT_MAX, windowSeconds: e.PARLEY_EXPORT_WINDOW },
    accountLookupLimit: { max: e.PARLEY_ACCOUNT_LOOKUP_MAX, windowSeconds: e.PARLEY_ACCOUNT_LOOKUP_WINDOW },
    sendLimit: { max: e.PARLEY_SEND_MAX, windowSeconds: e.PARLEY_SEND_WINDOW },
    continueLimit: { max: e.PARLEY_CONTINUE_MAX, windowSeconds: e.PARLEY_CONTINUE_WINDOW },
    onboardingLimit: { max: e.PARLEY_ONBOARDING_MAX, windowSeconds: e.PARLEY_ONBOARDING_WINDOW },
    connections: {
      max: e.PARLEY_MAX_CONNECTIONS,
      perIp: e.PARLEY_MAX_CONNECTIONS_PER_IP,
      requestTimeoutMs: e.PARLEY_REQUEST_TIMEOUT_MS,
      firstRequestTimeoutMs: e.PARLEY_FIRST_REQUEST_TIMEOUT_MS,
    },
    realtime: {
      sessionCheckMs:
        e.PARLEY_REALTIME_SESSION_CHECK_MS ||
        Math.min(60_000, Math.max(1000, e.PARLEY_ACCESS_TOKEN_TTL * 1000)),
      idleTimeoutMs: e.PARLEY_REALTIME_IDLE_TIMEOUT_MS,
      pubsub:
        e.PARLEY_PUBSUB !== "auto"
          ? e.PARLEY_PUBSUB
          : e.REDIS_URL !== undefined
            ? "redis"
            : e.DATABASE_URL !== undefined
              ? "postgres"
              : "in-process",
    },
    oidc: {
      issuer: e.PARLEY_OIDC_ISSUER,
      clientId: e.PARLEY_OIDC_CLIENT_ID,
      clientSecret: e.PARLEY_OIDC_CLIENT_SECRET,
    },
    rapidOnboardingTtlSeconds: e.PARLEY_RAPID_ONBOARDING_TTL,
    photoMaxBytes: e.PARLEY_PHOTO_MAX_BYTES,
    passkeyChallengeTtlSeconds: e.PARLEY_PASSKEY_CHALLENGE_TTL,
    adminUrl: e.PARLEY_ADMIN_URL,
    publicUrl: e.PARLEY_PUBLIC_URL?.replace(/\/$/, ""),
    shareUrl: e.PARLEY_SHARE_URL === undefined ? undefined : new URL(e.PARLEY_SHARE_URL).origin,
    docsUrl: e.PARLEY_DOCS_URL,
    remotesOrigin:
      e.PARLEY_REMOTES_ORIGIN === undefined ? undefined : new URL(e.PARLEY_REMOTES_ORIGIN).origin,
    remoteReportsRetentionDays: e.PARLEY_REMOTE_REPORTS_RETENTION_DAYS,
    devServers: parseDevServers(e.PARLEY_DEV_SERVERS),
    devOverrides: { enabled: e.PARLEY_DEV_OVERRIDES === "on", origins: e.PARLEY_DEV_OVERRIDE_ORIGINS },
    smtp: {
      url: e.PARLEY_SMTP_URL,
      host: e.PARLEY_SMTP_HOST,
      port: e.PARLEY_SMTP_PORT,
      user: e.PARLEY_SMTP_USER,
      pass: e.PARLEY_SMTP_PASS,
      from: e.PARLEY_SMTP_FROM ?? `Parley <no-reply@${e.BASE_DOMAIN}>`,
    },
    passwordReset: {
      ttlSeconds: e.PARLEY_PASSWORD_RESET_TTL,
      ipMax: e.PARLEY_RESET_IP_MAX,
      ipWindowSeconds: e.PARLEY_RESET_IP_WINDOW,
      emailMax: e.PARLEY_RESET_EMAIL_MAX,
      emailWindowSeconds: e.PARLEY_RESET_EMAIL_WINDOW,
    },
    signup: {
      enabled: e.PARLEY_SELF_SERVICE_SIGNUP,
      ttlSeconds: e.PARLEY_SIGNUP_TTL,
      ipMax: e.PARLEY_SIGNUP_IP_MAX,
      ipWindowSeconds: e.PARLEY_SIGNUP_IP_WINDOW,
      emailMax: e.PARLEY_SIGNUP_EMAIL_MAX,
      emailWindowSeconds: e.PARLEY_SIGNUP_EMAIL_WINDOW,
    },
    dlp: { scanners: e.PARLEY_DLP_SCANNERS, scanBudgetMs: e.PARLEY_DLP_SCAN_BUDGET_MS },
    outboundFetch: {
      allow: parseAllowList(e.PARLEY_FETCH_ALLOW_HOSTS),
      timeoutMs: e.PARLEY_FETCH_TIMEOUT_MS,
      scrapeMaxBytes: e.PARLEY_SCRAPE_MAX_BYTES,
      providerMaxBytes: e.PARLEY_PROVIDER_MAX_RESPONSE_BYTES,
      scrapeMaxChars: e.PARLEY_SCRAPE_MAX_CHARS,
    },
    markdownRender: {
      workers: e.PARLEY_MARKDOWN_WORKERS || Math.min(2, availableParallelism()),
      budgetMs: e.PARLEY_MARKDOWN_BUDGET_MS,
      cacheBytes: e.PARLEY_MARKDOWN_CACHE_MB * 1024 * 1024,
    },
    s3:
      e.PARLEY_S3_BUCKET === undefined
        ? undefined
        : {
            bucket: e.PARLEY_S3_BUCKET,
            endpoint: (e.PARLEY_S3_ENDPOINT ?? `https://s3.${e.PARLEY_S3_REGION}.amazonaws.com`).replace(
              /\/$/,
              "",
            ),
            region: e.PARLEY_S3_REGION,
            accessKeyId: e.PARLEY_S3_ACCESS_KEY_ID ?? "",
            secretAccessKey: e.PARLEY_S3_SECRET_ACCESS_KEY ?? "",
            prefix: e.PARLEY_S3_PREFIX,
          },
    knowledge:
      e.PARLEY_KNOWLEDGE_URL === undefined
        ? undefined
        : {
            url: e.PARLEY_KNOWLEDGE_URL.replace(/\/$/, ""),
            clientId: e.PARLEY_KNOWLEDGE_CLIENT_ID ?? "",
            clientSecret: e.PARLEY_KNOWLEDGE_CLIENT_SECRET ?? "",
          },
    slack:
      e.PARLEY_SLACK_CLIENT_ID === undefined || e.PARLEY_SLACK_CLIENT_SECRET === undefined
        ? undefined
        : {
            clientId: e.PARLEY_SLACK_CLIENT_ID,
            clientSecret: e.PARLEY_SLACK_CLIENT_SECRET,
            apiUrl: e.PARLEY_SLACK_API_URL,
          },
  };
}
