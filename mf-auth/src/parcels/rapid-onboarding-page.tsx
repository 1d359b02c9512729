import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import * as React from "react";
import { RapidOnboardingPage } from "../features/rapid-onboarding/components/rapid-onboarding-page.tsx";
import { authMessages, crashTexts } from "../i18n/load-auth-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** Route /rapid-onboarding: signs a person in with a one-time link. */
function RapidOnboardingPageRoute(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <RapidOnboardingPage />
    </RemoteRoot>
  );
}

/** Exposed as `mf_auth/RapidOnboardingPage`. */
export default createParcel({
  parcel: "mf_auth/RapidOnboardingPage",
  messages: authMessages,
  Root: RapidOnboardingPageRoute,
  crashTexts,
});
