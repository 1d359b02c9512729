import * as React from "react";
import * as ReactDOMClient from "react-dom/client";
import type { AppProps } from "single-spa";
import singleSpaReact from "single-spa-react";
import { SHELL_CONTRACT_VERSION, type ParcelModule, type ShellProps } from "@parley/shared-contracts/shell";
import { MyCollaborationsPage } from "../features/my-collaborations/components/my-collaborations-page.tsx";
import { ensureCollaborationMessages } from "../i18n/load-collaboration-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";
import { ParcelCrash } from "../lib/ui/parcel-crash.tsx";

type PageProps = ShellProps & AppProps;

/** Route /my-collaborations. */
function MyCollaborationsRoot(props: PageProps) {
  return (
    <RemoteRoot shell={props}>
      <MyCollaborationsPage />
    </RemoteRoot>
  );
}

const lifecycles = singleSpaReact<PageProps>({
  React,
  ReactDOMClient,
  rootComponent: MyCollaborationsRoot,
  errorBoundary: (error, _info, props) => (
    <ParcelCrash error={error} shell={props} module="./MyCollaborationsPage" />
  ),
});

/** Exposed as `mf_collaboration/MyCollaborationsPage`. */
const myCollaborationsParcel: ParcelModule<PageProps> = {
  requiredContractVersion: SHELL_CONTRACT_VERSION,
  bootstrap: (props) => lifecycles.bootstrap(props),
  mount: async (props) => {
    // The first paint should already speak the page's language.
    await ensureCollaborationMessages(props.language).catch(() => undefined);
    await lifecycles.mount(props);
  },
  unmount: (props) => lifecycles.unmount(props),
  update: (props) => lifecycles.update?.(props) ?? Promise.resolve(),
};

export default myCollaborationsParcel;
