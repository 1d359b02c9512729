// Pluggable captcha check for the sign-in, forgot-password and sign-up forms (CAPTCHA_FORMS): Parley's
// own proof of work (`pow`, the default: pow-captcha.ts), Cloudflare Turnstile or hCaptcha through their
// siteverify endpoint, or none. Fails closed: an unreachable provider refuses the form.
import type { CaptchaChallenge, CaptchaForm } from "@parley/shared-contracts/api/captcha";
import type { Config } from "../../config.ts";
import type { PowCaptcha } from "./pow-captcha.ts";

const VERIFY_URLS = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  hcaptcha: "https://api.hcaptcha.com/siteverify",
} as const;

export interface CaptchaVerifier {
  /** Whether `form` must carry a captcha token. */
  asks(form: CaptchaForm): boolean;
  verify(token: string, remoteIp: string, form: CaptchaForm): Promise<boolean>;
  /** A proof-of-work challenge for `form`; null when the form asks none or another provider checks it. */
  challenge(form: CaptchaForm): CaptchaChallenge | null;
}

const NONE: CaptchaVerifier = {
  asks: () => false,
  verify: () => Promise.resolve(true),
  challenge: () => null,
};

export function createCaptchaVerifier(
  captcha: Config["captcha"],
  fetchImpl: typeof fetch,
  onFailure: (reason: string) => void,
  pow: PowCaptcha,
): CaptchaVerifier {
  const { provider, secret, siteKey, forms } = captcha;
  const asks = (form: CaptchaForm) => forms.includes(form);
  if (provider === "pow") {
    return {
      asks,
      verify: (token, _remoteIp, form) => (asks(form) ? pow.verify(token, form) : Promise.resolve(true)),
      challenge: (form) => (asks(form) ? pow.challenge(form) : null),
    };
  }
  if (provider === "none" || secret === undefined) return NONE;
  const url = captcha.verifyUrl ?? VERIFY_URLS[provider];
  return {
    asks,
    challenge: () => null,
    async verify(token, remoteIp, form) {
      if (!asks(form)) return true;
      if (token === "") return false;
      const body = new URLSearchParams({ secret, response: token, remoteip: remoteIp });
      if (provider === "hcaptcha" && siteKey !== undefined) body.set("sitekey", siteKey);
      try {
        const response = await fetchImpl(url, {
          method: "POST",
          body,
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
