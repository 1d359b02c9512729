import type { MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import * as React from "react";
import { SignInPage } from "../features/sign-in/components/sign-in-page.tsx";
import { SubdomainEntryPage } from "../features/subdomain-entry/components/subdomain-entry-page.tsx";
import { defineSignInParcel } from "../lib/define-sign-in-parcel.ts";

/** Route /sign-in: the workspace's sign-in page, or on the root domain the workspace finder. */
function SignInRoute(props: MountedProps) {
  const { subdomain } = props.session;
  return subdomain === null ? <SubdomainEntryPage /> : <SignInPage subdomain={subdomain} />;
}

/** Without react-query (lib/define-sign-in-parcel.ts). */
export default defineSignInParcel("mf_auth/SignInPage", SignInRoute);
