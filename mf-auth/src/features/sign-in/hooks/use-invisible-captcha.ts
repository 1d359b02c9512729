import { useCallback, useEffect, useRef, useState } from "react";
import { captchaToken } from "@parley/shared-contracts/captcha/captcha-token";
import type { CaptchaForm } from "@parley/shared-contracts/captcha/forms";
import type { WorkspaceInfo } from "@parley/shared-contracts/api/workspace";
import { createCaptchaWidget, type CaptchaWidget } from "../../../lib/captcha/captcha-widget.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

export interface InvisibleCaptcha {
  /** Ref callback: the element a provider's widget renders into (only needed when `enabled`). */
  attachTo: (element: HTMLDivElement | null) => void;
  /** A provider's widget is rendered (Parley's own proof of work needs no element). */
  enabled: boolean;
  /** The page is solving the proof of work now (say so: the button waits for it). */
  solving: boolean;
  /** A token for one attempt; "" when nothing is asked or the captcha failed. */
  getToken(): Promise<string>;
  /** Tokens are single-use: call after every attempt. */
  reset(): void;
}

/**
 * The captcha the workspace's info asks of `form`: a provider's invisible widget (Turnstile, hCaptcha)
 * or Parley's proof of work, solved in the page when the form is sent. A captcha that cannot load or
 * solve yields an empty token: the server then answers captcha_failed, which the page explains.
 */
export function useInvisibleCaptcha(
  workspace: Pick<WorkspaceInfo, "captcha" | "proof_of_work"> | undefined,
  form: Extract<CaptchaForm, "login" | "reset">,
): InvisibleCaptcha {
  const { api } = useShell();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [solving, setSolving] = useState(false);
  const widget = useRef<Promise<CaptchaWidget> | null>(null);
  const left = useRef(new AbortController());
  const provider = workspace?.captcha?.provider;
  const siteKey = workspace?.captcha?.site_key;
  const proofOfWork = workspace?.proof_of_work?.forms.includes(form) ?? false;

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

  // A search still running when the page goes is stopped.
  useEffect(() => {
    const controller = new AbortController();
    left.current = controller;
    return () => controller.abort();
  }, []);

  const getToken = useCallback(async () => {
    if (proofOfWork) {
      setSolving(true);
      try {
        return await captchaToken(api, form, { signal: left.current.signal });
      } catch {
        return "";
      } finally {
        if (!left.current.signal.aborted) setSolving(false);
      }
    }
    if (!widget.current) return "";
    try {
      return await (await widget.current).execute();
    } catch {
      return "";
    }
  }, [api, form, proofOfWork]);

  const reset = useCallback(() => {
    widget.current?.then((w) => w.reset()).catch(() => undefined);
  }, []);

  return { attachTo: setContainer, enabled: Boolean(provider && siteKey), solving, getToken, reset };
}
