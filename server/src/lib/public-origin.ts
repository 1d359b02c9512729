// The origin of a workspace in links that leave the server (e-mails, one-time links). Built from
// configuration only — PARLEY_PUBLIC_URL, else BASE_DOMAIN with the listen port — never from the
// request's Host header, whose name and port an attacker chooses.
import type { Config } from "../config.ts";

export function workspaceOrigin(
  config: Pick<Config, "publicUrl" | "baseDomain" | "port" | "secureCookies">,
  subdomain: string,
): string {
  if (config.publicUrl !== undefined) {
    const url = new URL(config.publicUrl);
    url.hostname = `${subdomain}.${url.hostname}`;
    return url.origin;
  }
  const scheme = config.secureCookies ? "https" : "http";
  const defaultPort = config.secureCookies ? 443 : 80;
  const portPart = config.port === defaultPort ? "" : `:${config.port}`;
  return `${scheme}://${subdomain}.${config.baseDomain}${portPart}`;
}
