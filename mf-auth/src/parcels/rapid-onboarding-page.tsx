import * as React from "react";
import * as ReactDOMClient from "react-dom/client";
import type { AppProps } from "single-spa";
import singleSpaReact from "single-spa-react";
import { SHELL_CONTRACT_VERSION, type ParcelModule, type ShellProps } from "@parley/shared-contracts";
import { RapidOnboardingPage } from "../features/rapid-onboarding/components/rapid-onboarding-page.tsx";
import { ensureAuthMessages } from "../i18n/load-auth-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";
import { ParcelCrash } from "../lib/ui/parcel-crash.tsx";

/** single-spa adds its own props (name, mountParcel, …) to what the host passes. */
type MountedProps = ShellProps & AppProps;

/** Route /rapid-onboarding: signs a person in with a one-time link. */
function RapidOnboardingPageRoute(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <RapidOnboardingPage />
    </RemoteRoot>
  );
}

const lifecycles = singleSpaReact<ShellProps>({
  React,
  ReactDOMClient,
  rootComponent: RapidOnboardingPageRoute,
  errorBoundary: (error, _info, props) => (
    <ParcelCrash error={error} shell={props} module="./RapidOnboardingPage" />
  ),
});

/** Exposed as `mf_auth/RapidOnboardingPage`. */
const parcel: ParcelModule<MountedProps> = {
  requiredContractVersion: SHELL_CONTRACT_VERSION,
  bootstrap: (props) => lifecycles.bootstrap(props),
  mount: async (props) => {
    // The first paint should already speak the page's language.
    await ensureAuthMessages(props.language).catch(() => undefined);
    await lifecycles.mount(props);
  },
  unmount: (props) => lifecycles.unmount(props),
  update: (props) => lifecycles.update?.(props) ?? Promise.resolve(),
};

export default parcel;
