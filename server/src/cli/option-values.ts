// The ops CLI's value checks beyond what parseArgs and the spec table do: comma lists, yes/no, ISO
// times, and the model options turned into the admin API's fields.
import { UsageError } from "./define-command.ts";

export function oneOf<T extends string>(value: string, allowed: readonly T[], what: string): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new UsageError(`${what} must be one of ${allowed.join(", ")}`);
  return value as T;
}

export const list = (value: string) =>
  value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

export function positiveInteger(value: string, what: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new UsageError(`${what} must be a positive whole number`);
  return Number(value);
}

/** `--trial-end`: an ISO time with a zone (normalised to UTC), or `none` (no trial) where allowed. */
export function trialEnd(value: string, allowNone: boolean): string | null {
  if (allowNone && value === "none") return null;
  const time = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time))
    throw new UsageError(
      `--trial-end must be an ISO time such as 2030-01-31T12:00:00Z${allowNone ? " or none" : ""}`,
    );
  return new Date(time).toISOString();
}

function yesNo(value: string, option: string): boolean {
  if (["yes", "true", "1"].includes(value)) return true;
  if (["no", "false", "0"].includes(value)) return false;
  throw new UsageError(`${option} must be yes or no`);
}

/** The options of `models add|update` (the service validates what they say). */
export const MODEL_OPTIONS = {
  "display-name": { type: "string", value: "<text>" },
  source: { type: "string", value: "openai|anthropic|openai_compatible" },
  "provider-model": { type: "string", value: "<id>" },
  "base-url": { type: "string", value: "<url>" },
  "context-size": { type: "string", value: "<tokens>" },
  "price-input": { type: "string", value: "<usd/token>" },
  "price-output": { type: "string", value: "<usd/token>" },
  recommended: { type: "string", value: "yes|no" },
  tags: { type: "string", value: "search,image" },
  "file-types": { type: "string", value: "image,document" },
  "usage-note": { type: "string", value: "<text>" },
  icon: { type: "string", value: "<url>" },
  trial: { type: "string", value: "yes|no" },
  "trial-logo": { type: "string", value: "<url>" },
} as const;
type ModelOptions = { [K in keyof typeof MODEL_OPTIONS]?: string | undefined };

/** The model options given, as admin API fields: each converted, absent ones left out. */
export function modelFields(o: ModelOptions): Record<string, unknown> {
  const context = o["context-size"];
  if (context !== undefined && !/^\d+$/.test(context))
    throw new UsageError("--context-size must be a number of tokens");
  const fields: Record<string, unknown> = {
    display_name: o["display-name"],
    source_type: o.source,
    provider_model: o["provider-model"],
    // An empty --base-url clears it.
    base_url: o["base-url"] === "" ? null : o["base-url"],
    context_size: context === undefined ? undefined : Number(context),
    price_input_per_token: o["price-input"],
    price_output_per_token: o["price-output"],
    recommended: o.recommended === undefined ? undefined : yesNo(o.recommended, "--recommended"),
    is_trial_model: o.trial === undefined ? undefined : yesNo(o.trial, "--trial"),
    tags: o.tags === undefined ? undefined : list(o.tags),
    supported_file_types: o["file-types"] === undefined ? undefined : list(o["file-types"]),
    usage_note: o["usage-note"],
    icon: o.icon,
    trial_model_logo: o["trial-logo"],
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
