import type { MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import * as React from "react";
import { ForgotPasswordPage } from "../features/forgot-password/components/forgot-password-page.tsx";
import { PasswordSentPage } from "../features/forgot-password/components/password-sent-page.tsx";
import { UpdatePasswordPage } from "../features/update-password/components/update-password-page.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** Which screen of /password/* a path shows; anything else goes back to sign-in. */
function screenOf(pathname: string): "forgot" | "sent" | "change" | null {
  const rest = pathname.replace(/\/+$/, "").replace(/^\/password\//, "");
  return rest === "forgot" || rest === "sent" || rest === "change" ? rest : null;
}

function Screen({ subdomain, screen }: { subdomain: string; screen: "forgot" | "sent" | "change" }) {
  if (screen === "forgot") return <ForgotPasswordPage subdomain={subdomain} />;
  if (screen === "sent") return <PasswordSentPage subdomain={subdomain} />;
  return <UpdatePasswordPage />;
}

/**
 * Routes /password/forgot, /password/sent and /password/change (docs/product/sign-in.md § Forgot password, §
 * Setting a new password). Passwords belong to a workspace: on the root domain, or on an unknown path, the
 * visitor goes to /sign-in.
 */
function PasswordRoute(props: MountedProps) {
  const { subdomain } = props.session;
  const screen = screenOf(props.location.pathname);
  const { navigate } = props;
  const misplaced = subdomain === null || screen === null;
  React.useEffect(() => {
    if (misplaced) navigate("/sign-in", { replace: true });
  }, [misplaced, navigate]);
  if (subdomain === null || screen === null) return null;
  return <Screen key={screen} subdomain={subdomain} screen={screen} />;
}

export default defineParcel("mf_auth/PasswordPage", PasswordRoute);
