// The report token a page of `host` would carry (a workspace's subdomain, or a special host's name),
// for tests that send remote error and load reports as a served page does.
import type { Config } from "../../src/config.ts";
import { createReportTokens } from "../../src/modules/remotes/report-token.ts";

export function reportTokenHeaders(config: Pick<Config, "secret">, host: string): Record<string, string> {
  const scope = host.split(".")[0] ?? "";
  return { "x-parley-report-token": createReportTokens(config.secret ?? "").issue(scope) };
}
