import type { CaptchaConfig } from "../workspace-info.ts";

/** The parts of Cloudflare Turnstile's explicit-render API we use. */
interface TurnstileApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      execution: "execute";
      appearance: "interaction-only";
      callback: (token: string) => void;
      "error-callback": () => void;
      "expired-callback": () => void;
    },
  ): string | undefined;
  execute(container: HTMLElement): void;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

/** The parts of hCaptcha's explicit-render API we use. */
interface HCaptchaApi {
  render(container: HTMLElement, options: { sitekey: string; size: "invisible" }): string;
  execute(widgetId: string, options: { async: true }): Promise<{ response: string }>;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
    hcaptcha?: HCaptchaApi;
  }
}

/** A rendered invisible captcha: a fresh token per sign-in attempt. */
export interface CaptchaWidget {
  execute(): Promise<string>;
  reset(): void;
  remove(): void;
}

const SCRIPT_URLS: Record<CaptchaConfig["provider"], string> = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
  hcaptcha: "https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off",
};

const scripts = new Map<string, Promise<void>>();

/** Adds the provider's script once per page; a failed load may be tried again later. */
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

function turnstileWidget(api: TurnstileApi, siteKey: string, container: HTMLElement): CaptchaWidget {
  // Turnstile answers through callbacks; the pending attempt is settled by whichever fires.
  let pending: { resolve: (token: string) => void; reject: (error: Error) => void } | null = null;
  const settle = (token: string | null) => {
    if (token === null) pending?.reject(new Error("captcha failed"));
    else pending?.resolve(token);
    pending = null;
  };
  const id = api.render(container, {
    sitekey: siteKey,
    execution: "execute",
    appearance: "interaction-only",
    callback: (token) => settle(token),
    "error-callback": () => settle(null),
    "expired-callback": () => {
      if (id) api.reset(id);
    },
  });
  if (!id) throw new Error("Turnstile did not render");
  return {
    execute: () =>
      new Promise<string>((resolve, reject) => {
        pending = { resolve, reject };
        api.execute(container);
      }),
    reset: () => api.reset(id),
    remove: () => api.remove(id),
  };
}

function hcaptchaWidget(api: HCaptchaApi, siteKey: string, container: HTMLElement): CaptchaWidget {
  const id = api.render(container, { sitekey: siteKey, size: "invisible" });
  return {
    execute: async () => (await api.execute(id, { async: true })).response,
    reset: () => api.reset(id),
    remove: () => api.remove(id),
  };
}

/** Loads the provider (unless the page already has it) and renders an invisible widget in `container`. */
export async function createCaptchaWidget(
  config: CaptchaConfig,
  container: HTMLElement,
): Promise<CaptchaWidget> {
  if (config.provider === "turnstile") {
    if (!window.turnstile) await loadScript(SCRIPT_URLS.turnstile);
    if (!window.turnstile) throw new Error("Turnstile is not available");
    return turnstileWidget(window.turnstile, config.site_key, container);
  }
  if (!window.hcaptcha) await loadScript(SCRIPT_URLS.hcaptcha);
  if (!window.hcaptcha) throw new Error("hCaptcha is not available");
  return hcaptchaWidget(window.hcaptcha, config.site_key, container);
}
