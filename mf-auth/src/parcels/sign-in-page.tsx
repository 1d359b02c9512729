import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import * as React from "react";
import { SignInPage } from "../features/sign-in/components/sign-in-page.tsx";
import { SubdomainEntryPage } from "../features/subdomain-entry/components/subdomain-entry-page.tsx";
import { authMessages, crashTexts } from "../i18n/load-auth-messages.ts";
import { SignInRoot } from "../lib/sign-in-root.tsx";

/** Route /sign-in: the workspace's sign-in page, or on the root domain the workspace finder. */
function SignInRoute(props: MountedProps) {
  const { subdomain } = props.session;
  return (
    <SignInRoot shell={props}>
      {subdomain === null ? <SubdomainEntryPage /> : <SignInPage subdomain={subdomain} />}
    </SignInRoot>
  );
}

/** Exposed as `mf_auth/SignInPage`. */
export default createParcel({
  parcel: "mf_auth/SignInPage",
  messages: authMessages,
  Root: SignInRoute,
  crashTexts,
});
