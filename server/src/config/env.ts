// The environment's settings, each declared once: its variable, how its text is read, its default and
// the message a wrong value gets. config.ts turns the parsed values into the Config the server uses.
import { z } from "zod";
import { HELPER_APP_PORT } from "@parley/shared-contracts/constants";
import { CAPTCHA_FORMS } from "@parley/shared-contracts/api/captcha";
import { INSTANCE_ROLES } from "../lib/instance-role.ts";
import { parseDevServers } from "../modules/dev-override/development-entries.ts";

/** A whole number from `min` to `max`. */
const intIn = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** Off unless 1, true or yes. */
const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .default("")
  .transform((v) => v === "1" || v === "true" || v === "yes");
/** Unset, empty and blank are all unset. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v));
const optionalMatching = (pattern: RegExp, message: string) =>
  optionalText.refine((v) => v === undefined || pattern.test(v), { message });
const optionalMinLength = (length: number, message: string) =>
  optionalText.refine((v) => v === undefined || v.length >= length, { message });
const httpUrl = () => z.url({ protocol: /^https?$/ });

export const envSchema = z.object({
  PORT: intIn(0, 65535, 8080),
  HOST: z.string().min(1).default("localhost"),
  BASE_DOMAIN: z
    .string()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, "must be a host name such as localhost or parley.example.com")
    .default("localhost"),
  DATABASE_URL: optionalMatching(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://"),
  REDIS_URL: optionalMatching(/^rediss?:\/\//, "must start with redis:// or rediss://"),
  PARLEY_DATA_DIR: optionalText,
  PARLEY_DIST_DIR: optionalText,
  /** The product pages the docs host serves (docs/product); tests point it at fixtures. */
  PARLEY_DOCS_DIR: optionalText,
  PARLEY_DEMO_PASSWORD: optionalMinLength(8, "must be at least 8 characters (the sign-in form's minimum)"),
  PARLEY_SECRET: optionalMinLength(
    32,
    "must be at least 32 characters; leave it unset to generate one in the data directory",
  ),
  PARLEY_ACCESS_TOKEN_TTL: positiveInt(900),
  PARLEY_REFRESH_GRACE_MS: intIn(0, 60_000, 5_000),
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
  CAPTCHA_DIFFICULTY: intIn(1, 10_000_000, 100_000),
  CAPTCHA_SECRET: optionalText,
  CAPTCHA_SITE_KEY: optionalText,
  CAPTCHA_VERIFY_URL: optionalMatching(/^https?:\/\//, "must be an http(s) URL"),
  PARLEY_OPS_TOKEN: optionalMinLength(16, "must be at least 16 characters"),
  PARLEY_METRICS_TOKEN: optionalMinLength(16, "must be at least 16 characters"),
  PARLEY_TEST_CLOCK: flag,
  // OpenTelemetry's own variables (docs/observability.md § Traces): spans go out over OTLP/HTTP when
  // an endpoint is set; the per-signal one wins, as the OpenTelemetry specification has it.
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalMatching(
    /^https?:\/\//,
    "must be an http(s) URL (the collector's OTLP/HTTP address, e.g. http://collector:4318)",
  ),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalMatching(
    /^https?:\/\//,
    "must be an http(s) URL (e.g. http://collector:4318/v1/traces)",
  ),
  OTEL_SDK_DISABLED: flag,
  PARLEY_ROLE: z
    .enum(INSTANCE_ROLES, { message: "must be web, worker or all (docs/operations.md)" })
    .default("all"),
  // Below Kubernetes' default terminationGracePeriodSeconds (30 s): the drain ends before the SIGKILL.
  PARLEY_SHUTDOWN_GRACE_MS: intIn(1000, 600_000, 25_000),
  // Not ready but still accepting, so a load balancer stops sending before the listener closes.
  PARLEY_SHUTDOWN_DELAY_MS: intIn(0, 60_000, 0),
  // A rollback onto a schema a newer build expanded (docs/operations.md, "Expand, then contract").
  PARLEY_ALLOW_NEWER_SCHEMA: flag,
  // Three heartbeats (5 s each) at least: a live generator is never taken for a dead one.
  PARLEY_REPLY_STALE_MS: intIn(15_000, 3_600_000, 60_000),
  PARLEY_ROUTINES_SCHEDULER: z.enum(["on", "off"]).default("on"),
  PARLEY_ROUTINE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  PARLEY_ROUTINE_RUN_TIMEOUT_SECONDS: intIn(1, 3600, 300),
  PARLEY_ROUTINE_CONCURRENCY: intIn(1, 64, 4),
  PARLEY_ROUTINES_PER_MEMBER: intIn(1, 10_000, 25),
  PARLEY_CONTINUE_MAX: positiveInt(30),
  PARLEY_CONTINUE_WINDOW: positiveInt(3600),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PARLEY_LOGIN_IP_MAX: positiveInt(30),
  PARLEY_LOGIN_IP_WINDOW: positiveInt(60),
  PARLEY_LOGIN_EMAIL_MAX: positiveInt(10),
  PARLEY_LOGIN_EMAIL_WINDOW: positiveInt(300),
  PARLEY_SESSION_CACHE_MS: intIn(0, 60_000, 2000),
  PARLEY_OFFLINE_CHUNK_DELAY_MS: intIn(0, 10_000, 15),
  PARLEY_PROVIDER_CHUNK_TIMEOUT_MS: intIn(100, 3_600_000, 120_000),
  /** The share host's origin (public snapshot pages); default share.<BASE_DOMAIN>. */
  PARLEY_SHARE_URL: httpUrl().optional(),
  /** Help → Documentation's target ({lang}: the member's language); default docs.<BASE_DOMAIN>/<lang>/. */
  PARLEY_DOCS_URL: httpUrl().optional(),
  /** Where browsers load remote builds from (a CDN pulling /remotes/* from here); default: each page's own origin. */
  PARLEY_REMOTES_ORIGIN: httpUrl().optional(),
  /** Days the browsers' remote load beacons and load-error reports are kept (pruned hourly). */
  PARLEY_REMOTE_REPORTS_RETENTION_DAYS: intIn(1, 3650, 30),
  PARLEY_MCP_CONNECT_TIMEOUT_MS: intIn(100, 600_000, 15_000),
  PARLEY_MCP_CALL_TIMEOUT_MS: intIn(100, 3_600_000, 120_000),
  PARLEY_MCP_MAX_MESSAGE_BYTES: positiveInt(10 * 1024 * 1024),
  PARLEY_TOOL_PERMISSION_TIMEOUT_MS: intIn(100, 86_400_000, 600_000),
  PARLEY_TOOL_MAX_STEPS: intIn(2, 50, 8),
  PARLEY_LOCAL_TOOL_TIMEOUT_MS: intIn(100, 3_600_000, 130_000),
  PARLEY_HELPER_PORT: intIn(1, 65_535, HELPER_APP_PORT),
  PARLEY_HELPER_VERSION: z.string().min(1).max(50).optional(),
  PARLEY_HELPER_DOWNLOAD_URL: httpUrl().optional(),
  PARLEY_TITLE_GENERATION: z
    .enum(["1", "0", "true", "false", "yes", "no", ""])
    .default("1")
    .transform((v) => v === "1" || v === "true" || v === "yes" || v === ""),
  PARLEY_SPEECH_MODEL: z.string().trim().min(1).default("tts-1"),
  PARLEY_SPEECH_VOICE: z.string().trim().min(1).default("alloy"),
  PARLEY_SPEECH_TIMEOUT_MS: intIn(100, 60_000, 4000),
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
  PARLEY_FIRST_REQUEST_TIMEOUT_MS: intIn(100, 300_000, 10_000),
  PARLEY_REALTIME_SESSION_CHECK_MS: intIn(0, 3_600_000, 0),
  PARLEY_REALTIME_IDLE_TIMEOUT_MS: intIn(1000, 3_600_000, 75_000),
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
  PARLEY_ADMIN_URL: optionalMatching(
    /^https?:\/\/[^/?#]+/,
    "must be an http(s) URL such as https://admin.parley.example.com",
  ),
  PARLEY_PUBLIC_URL: optionalMatching(
    /^https?:\/\/[^/?#]+\/?$/,
    "must be an http(s) origin such as https://parley.example.com",
  ),
  PARLEY_SMTP_URL: optionalMatching(/^smtps?:\/\//, "must start with smtp:// or smtps://"),
  PARLEY_SMTP_HOST: optionalText,
  PARLEY_SMTP_PORT: intIn(1, 65535, 587),
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
  PARLEY_FETCH_TIMEOUT_MS: intIn(100, 120_000, 10_000),
  PARLEY_SCRAPE_MAX_BYTES: positiveInt(2 * 1024 * 1024),
  PARLEY_PROVIDER_MAX_RESPONSE_BYTES: positiveInt(10 * 1024 * 1024),
  PARLEY_SCRAPE_MAX_CHARS: positiveInt(20_000),
  /** Markdown render threads of the share host; 0: min(2, cores). */
  PARLEY_MARKDOWN_WORKERS: intIn(0, 32, 0),
  PARLEY_MARKDOWN_BUDGET_MS: intIn(50, 60_000, 2000),
  PARLEY_MARKDOWN_CACHE_MB: intIn(0, 4096, 32),
  PARLEY_DLP_SCANNERS: intIn(1, 32, 2),
  PARLEY_DLP_SCAN_BUDGET_MS: intIn(1, 600_000, 10_000),
  PARLEY_KNOWLEDGE_URL: optionalMatching(
    /^https?:\/\/[^/?#]+\/?$/,
    "must be the knowledge-source service's origin, such as https://api.example.com",
  ),
  PARLEY_KNOWLEDGE_CLIENT_ID: optionalText,
  PARLEY_KNOWLEDGE_CLIENT_SECRET: optionalText,
  PARLEY_SLACK_CLIENT_ID: optionalText,
  PARLEY_SLACK_CLIENT_SECRET: optionalText,
  PARLEY_SLACK_API_URL: httpUrl()
    .default("https://slack.com/api/")
    .transform((v) => (v.endsWith("/") ? v : `${v}/`)),
  PARLEY_S3_BUCKET: optionalMatching(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    "must be an S3 bucket name (3–63 lower-case letters, digits, dots and hyphens)",
  ),
  PARLEY_S3_ENDPOINT: optionalMatching(
    /^https?:\/\/[^/?#]+\/?$/,
    "must be an http(s) origin such as https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000",
  ),
  PARLEY_S3_REGION: z.string().trim().min(1).default("us-east-1"),
  PARLEY_S3_ACCESS_KEY_ID: optionalText,
  PARLEY_S3_SECRET_ACCESS_KEY: optionalText,
  PARLEY_S3_PREFIX: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, "must be empty or end in / (for example parley/)")
    .default(""),
});

/** The parsed environment, keyed by variable. */
export type Env = z.output<typeof envSchema>;
