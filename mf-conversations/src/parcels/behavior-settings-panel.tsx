import * as React from "react";
import * as ReactDOMClient from "react-dom/client";
import type { AppProps } from "single-spa";
import singleSpaReact from "single-spa-react";
import { SHELL_CONTRACT_VERSION, type ParcelModule, type ShellProps } from "@parley/shared-contracts/shell";
import { BehaviorSettingsPanel } from "../features/behavior-settings/components/behavior-settings-panel.tsx";
import { ensureConversationMessages } from "../i18n/load-conversation-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";
import { ParcelCrash } from "../lib/ui/parcel-crash.tsx";

type BehaviorSettingsPanelProps = ShellProps & AppProps;

/** The right panel's 'behavior-settings' view (host: RIGHT_PANEL_PARCELS). */
function BehaviorSettingsPanelRoot(props: BehaviorSettingsPanelProps) {
  return (
    <RemoteRoot shell={props}>
      <BehaviorSettingsPanel />
    </RemoteRoot>
  );
}

const lifecycles = singleSpaReact<BehaviorSettingsPanelProps>({
  React,
  ReactDOMClient,
  rootComponent: BehaviorSettingsPanelRoot,
  errorBoundary: (error, _info, props) => (
    <ParcelCrash error={error} shell={props} module="./BehaviorSettingsPanel" />
  ),
});

/** Exposed as `mf_conversations/BehaviorSettingsPanel`. */
const parcel: ParcelModule<BehaviorSettingsPanelProps> = {
  requiredContractVersion: SHELL_CONTRACT_VERSION,
  bootstrap: (props) => lifecycles.bootstrap(props),
  mount: async (props) => {
    await ensureConversationMessages(props.language).catch(() => undefined);
    await lifecycles.mount(props);
  },
  unmount: (props) => lifecycles.unmount(props),
  update: (props) => lifecycles.update?.(props) ?? Promise.resolve(),
};

export default parcel;
