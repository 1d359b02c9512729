import * as React from "react";
import * as ReactDOMClient from "react-dom/client";
import type { AppProps } from "single-spa";
import singleSpaReact from "single-spa-react";
import { SHELL_CONTRACT_VERSION, type ParcelModule, type ShellProps } from "@parley/shared-contracts/shell";
import { ModelSettingsPanel } from "../features/model-settings/components/model-settings-panel.tsx";
import { ensureConversationMessages } from "../i18n/load-conversation-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";
import { ParcelCrash } from "../lib/ui/parcel-crash.tsx";

type ModelSettingsPanelProps = ShellProps & AppProps;

/** The right panel's 'model-settings' view (host: RIGHT_PANEL_PARCELS). */
function ModelSettingsPanelRoot(props: ModelSettingsPanelProps) {
  return (
    <RemoteRoot shell={props}>
      <ModelSettingsPanel />
    </RemoteRoot>
  );
}

const lifecycles = singleSpaReact<ModelSettingsPanelProps>({
  React,
  ReactDOMClient,
  rootComponent: ModelSettingsPanelRoot,
  errorBoundary: (error, _info, props) => (
    <ParcelCrash error={error} shell={props} module="./ModelSettingsPanel" />
  ),
});

/** Exposed as `mf_conversations/ModelSettingsPanel`. */
const parcel: ParcelModule<ModelSettingsPanelProps> = {
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
