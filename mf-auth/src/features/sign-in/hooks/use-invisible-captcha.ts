import { useCallback, useEffect, useRef, useState } from "react";
import { createCaptchaWidget, type CaptchaWidget } from "../../../lib/captcha/captcha-widget.ts";
import type { CaptchaConfig } from "../../../lib/workspace-info.ts";

export interface InvisibleCaptcha {
  /** Ref callback: the element the widget renders into (only needed when `enabled`). */
  attachTo: (element: HTMLDivElement | null) => void;
  enabled: boolean;
  /** A token for one sign-in attempt; "" when the workspace has no captcha or the widget failed. */
  getToken(): Promise<string>;
  /** Tokens are single-use: call after every attempt. */
  reset(): void;
}

/**
 * The workspace's invisible captcha, when its info names one. A widget that cannot load yields an
 * empty token: the server then answers captcha_failed, which the page explains.
 */
export function useInvisibleCaptcha(config: CaptchaConfig | null | undefined): InvisibleCaptcha {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const widget = useRef<Promise<CaptchaWidget> | null>(null);
  const provider = config?.provider;
  const siteKey = config?.site_key;

  useEffect(() => {
    if (!provider || !siteKey || !container) return;
    const created = createCaptchaWidget({ provider, site_key: siteKey }, container);
    created.catch(() => undefined);
    widget.current = created;
    return () => {
      widget.current = null;
      created.then((w) => w.remove()).catch(() => undefined);
    };
  }, [provider, siteKey, container]);

  const getToken = useCallback(async () => {
    if (!widget.current) return "";
    try {
      return await (await widget.current).execute();
    } catch {
      return "";
    }
  }, []);

  const reset = useCallback(() => {
    widget.current?.then((w) => w.reset()).catch(() => undefined);
  }, []);

  return { attachTo: setContainer, enabled: Boolean(provider && siteKey), getToken, reset };
}
