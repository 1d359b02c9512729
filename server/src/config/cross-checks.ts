// Settings that depend on one another. They are checked on the raw values, so that they are reported
// together with the schema's own problems (env.ts), each line naming its variable.

type RawEnv = Record<string, string | undefined>;

const isSet = (env: RawEnv, key: string) => Boolean(env[key]?.trim());

/** `  KEY: is required when …` for each of `keys` left unset. */
function required(env: RawEnv, keys: readonly string[], when: string): string[] {
  return keys.filter((key) => !isSet(env, key)).map((key) => `  ${key}: is required when ${when}`);
}

/**
 * The problems across settings, one line each, in a fixed order.
 * @param captchaForms CAPTCHA_FORMS as parsed, or undefined when the schema refused the environment.
 */
export function crossProblems(env: RawEnv, captchaForms: readonly string[] | undefined): string[] {
  const problems: string[] = [];
  const provider = env.CAPTCHA_PROVIDER?.trim();
  if (provider === "turnstile" || provider === "hcaptcha") {
    problems.push(...required(env, ["CAPTCHA_SECRET", "CAPTCHA_SITE_KEY"], `CAPTCHA_PROVIDER=${provider}`));
    // The sign-up forms live on the share page, whose CSP loads no third-party script.
    if (captchaForms?.includes("signup"))
      problems.push(`  CAPTCHA_FORMS: signup needs CAPTCHA_PROVIDER=pow (not ${provider})`);
  }
  // LISTEN/NOTIFY needs a PostgreSQL server; PGlite is one process's database.
  if (env.PARLEY_PUBSUB?.trim() === "postgres" && !isSet(env, "DATABASE_URL"))
    problems.push(
      "  PARLEY_PUBSUB: postgres needs DATABASE_URL (PGlite cannot carry events between processes)",
    );
  if (env.PARLEY_PUBSUB?.trim() === "redis" && !isSet(env, "REDIS_URL"))
    problems.push(
      "  PARLEY_PUBSUB: redis needs REDIS_URL (the Redis server that carries events between processes)",
    );
  if (isSet(env, "PARLEY_KNOWLEDGE_URL"))
    problems.push(
      ...required(
        env,
        ["PARLEY_KNOWLEDGE_CLIENT_ID", "PARLEY_KNOWLEDGE_CLIENT_SECRET"],
        "PARLEY_KNOWLEDGE_URL is set",
      ),
    );
  if (isSet(env, "PARLEY_SLACK_CLIENT_ID") !== isSet(env, "PARLEY_SLACK_CLIENT_SECRET"))
    problems.push("  PARLEY_SLACK_CLIENT_ID, PARLEY_SLACK_CLIENT_SECRET: set both or neither");
  if (isSet(env, "PARLEY_S3_BUCKET"))
    problems.push(
      ...required(env, ["PARLEY_S3_ACCESS_KEY_ID", "PARLEY_S3_SECRET_ACCESS_KEY"], "PARLEY_S3_BUCKET is set"),
    );
  // Time that anyone can move must never reach a production server.
  if (
    env.NODE_ENV?.trim() === "production" &&
    ["1", "true", "yes"].includes(env.PARLEY_TEST_CLOCK?.trim() ?? "")
  )
    problems.push("  PARLEY_TEST_CLOCK: a test clock is refused when NODE_ENV=production");
  return problems;
}
