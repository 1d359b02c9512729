// The text of a failed reply's <exception> block: what went wrong at the provider, short, without
// anything that could close the block early or leak a credential.
import { APICallError } from "ai";
import { ProviderConfigError } from "../providers/service.ts";
import { ScanBudgetExceededError } from "../dlp/scanner-pool.ts";
import { ProviderTimeoutError } from "./provider-stream.ts";

const MAX = 500;

function clean(text: string): string {
  const single = text.replace(/[<>]/g, "").replace(/\s+/g, " ").trim();
  return single.length > MAX ? `${single.slice(0, MAX)}…` : single;
}

export function describeProviderError(error: unknown): string {
  if (
    error instanceof ProviderConfigError ||
    error instanceof ProviderTimeoutError ||
    error instanceof ScanBudgetExceededError
  )
    return clean(error.message);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? 0;
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    if (status >= 400)
      return clean(`The model provider refused the request (HTTP ${status}): ${error.message}`);
    return clean(`The model provider's reply broke off: ${error.message}${cause}`);
  }
  if (error instanceof Error) return clean(`The model provider failed: ${error.message}`);
  return "The model provider failed.";
}
