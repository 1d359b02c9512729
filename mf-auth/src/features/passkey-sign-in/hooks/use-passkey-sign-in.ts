import { useAction } from "@parley/ui-kit/api/use-action.ts";
import { safeNextPath } from "../../../lib/safe-next.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { fetchAuthenticationOptions, verifyAuthentication } from "../api/passkey-sign-in.ts";

/**
 * Whether the browser can do WebAuthn at all (what SimpleWebAuthn's browserSupportsWebAuthn checks;
 * written out so the library loads only when someone presses the button).
 */
export function browserHasWebAuthn(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** The person closed the browser's passkey prompt (or it timed out). */
export function wasCancelled(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, cause } = error as Error & { code?: string; cause?: unknown };
  const causeName = cause instanceof Error ? cause.name : undefined;
  return (
    code === "ERROR_CEREMONY_ABORTED" ||
    [error.name, causeName].some((name) => name === "NotAllowedError" || name === "AbortError")
  );
}

/**
 * Options → the browser's passkey prompt → verification (session cookies), then the session is
 * re-read and the page goes to `next`, like the password sign-in (without react-query, as it).
 */
export function usePasskeySignIn(next: string | null) {
  const { api, session, navigate } = useShell();
  return useAction({
    mutationFn: async () => {
      // Kept out of the sign-in page's first load: most visitors never press the button.
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const optionsJSON = await fetchAuthenticationOptions(api);
      const credential = await startAuthentication({ optionsJSON });
      const target = await verifyAuthentication(api, credential, next);
      await session.refresh();
      return target;
    },
    onSuccess: (target) => navigate(safeNextPath(target) ?? "/"),
  });
}
