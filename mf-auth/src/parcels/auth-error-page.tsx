import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import * as React from "react";
import { AuthErrorPage } from "../features/auth-error/components/auth-error-page.tsx";
import { authMessages, crashTexts } from "../i18n/load-auth-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** Route /auth-error: the sign-in error page. */
function AuthErrorPageRoute(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <AuthErrorPage />
    </RemoteRoot>
  );
}

/** Exposed as `mf_auth/AuthErrorPage`. */
export default createParcel({
  parcel: "mf_auth/AuthErrorPage",
  messages: authMessages,
  Root: AuthErrorPageRoute,
  crashTexts,
});
