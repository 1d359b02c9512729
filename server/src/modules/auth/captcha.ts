// Pluggable captcha check for the login form: none (default), Cloudflare Turnstile or hCaptcha, both
// through their siteverify endpoint. Fails closed: an unreachable provider refuses the sign-in.
import type { Config } from "../../config.ts";

const VERIFY_URLS = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  hcaptcha: "https://api.hcaptcha.com/siteverify",
} as const;

export interface CaptchaVerifier {
  readonly enabled: boolean;
  verify(token: string, remoteIp: string): Promise<boolean>;
}

export function createCaptchaVerifier(
  captcha: Config["captcha"],
  fetchImpl: typeof fetch,
  onFailure: (reason: string) => void,
): CaptchaVerifier {
  const { provider, secret, siteKey } = captcha;
  if (provider === "none" || secret === undefined) {
    return { enabled: false, verify: () => Promise.resolve(true) };
  }
  const url = captcha.verifyUrl ?? VERIFY_URLS[provider];
  return {
    enabled: true,
    async verify(token, remoteIp) {
      if (token === "") return false;
      const form = new URLSearchParams({ secret, response: token, remoteip: remoteIp });
      if (provider === "hcaptcha" && siteKey !== undefined) form.set("sitekey", siteKey);
      try {
        const response = await fetchImpl(url, {
          method: "POST",
          body: form,
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) {
          onFailure(`${provider} siteverify answered HTTP ${response.status}`);
          return false;
        }
        const result = (await response.json()) as { success?: unknown };
        return result.success === true;
      } catch (error) {
        onFailure(`${provider} siteverify failed: ${(error as Error).message}`);
        return false;
      }
    },
  };
}
