import * as React from "react";
import * as ReactDOMClient from "react-dom/client";
import type { AppProps } from "single-spa";
import singleSpaReact from "single-spa-react";
import { SHELL_CONTRACT_VERSION, type ParcelModule, type ShellProps } from "@parley/shared-contracts/shell";
import { AccountSettingsPage } from "../features/account-settings/components/account-settings-page.tsx";
import { ensureAccountMessages } from "../i18n/load-account-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";
import { ParcelCrash } from "../lib/ui/parcel-crash.tsx";

/** single-spa adds its own props (name, mountParcel, …) to what the host passes. */
type MountedProps = ShellProps & AppProps;

/** Route /account-settings. */
function AccountSettingsRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <AccountSettingsPage />
    </RemoteRoot>
  );
}

const lifecycles = singleSpaReact<MountedProps>({
  React,
  ReactDOMClient,
  rootComponent: AccountSettingsRoot,
  errorBoundary: (error, _info, props) => (
    <ParcelCrash error={error} shell={props} module="./AccountSettingsPage" />
  ),
});

/** Exposed as `mf_account/AccountSettingsPage`. */
const accountSettingsParcel: ParcelModule<MountedProps> = {
  requiredContractVersion: SHELL_CONTRACT_VERSION,
  bootstrap: (props) => lifecycles.bootstrap(props),
  mount: async (props) => {
    // The first paint should already speak the page's language.
    await ensureAccountMessages(props.language).catch(() => undefined);
    await lifecycles.mount(props);
  },
  unmount: (props) => lifecycles.unmount(props),
  update: (props) => lifecycles.update?.(props) ?? Promise.resolve(),
};

export default accountSettingsParcel;
