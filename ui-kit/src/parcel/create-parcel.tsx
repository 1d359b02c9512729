// The single-spa parcel every exposed module of a remote is: a React root per mount, the crash
// panel as error boundary, and the remote's texts loaded before the first paint.
import * as React from "react";
import type { ComponentType } from "react";
import * as ReactDOMClient from "react-dom/client";
import type { AppProps } from "single-spa";
import singleSpaReact from "single-spa-react";
import { SHELL_CONTRACT_VERSION, type ParcelModule, type ShellProps } from "@parley/shared-contracts/shell";
import type { RemoteMessages } from "../i18n/remote-messages.ts";
import { ParcelCrash, type CrashTexts } from "./parcel-crash.tsx";

/** single-spa adds its own props (name, mountParcel, …) to what the host passes. */
export type MountedProps = ShellProps & AppProps;

export interface ParcelDefinition<P extends MountedProps> {
  /** The exposed module, e.g. "./AccountSettingsPage" (reported when it crashes). */
  module: string;
  /** The remote's texts; the container name is their namespace. */
  messages: RemoteMessages;
  /** The parcel's root: the remote's providers around its screen. */
  Root: ComponentType<P>;
  /** The crash panel's texts in the active language (i18next's `t` outside React). */
  crashTexts: () => CrashTexts;
}

export function createParcel<P extends MountedProps = MountedProps>(
  definition: ParcelDefinition<P>,
): ParcelModule<P> {
  const { module, messages, Root, crashTexts } = definition;
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error, _info, props) => (
      <ParcelCrash
        error={error}
        shell={props}
        remote={messages.namespace}
        module={module}
        texts={crashTexts()}
      />
    ),
  });
  return {
    requiredContractVersion: SHELL_CONTRACT_VERSION,
    bootstrap: (props) => lifecycles.bootstrap(props),
    mount: async (props) => {
      // The first paint should already speak the page's language.
      await messages.ensure(props.language).catch(() => undefined);
      await lifecycles.mount(props);
    },
    unmount: (props) => lifecycles.unmount(props),
    update: (props) => lifecycles.update?.(props) ?? Promise.resolve(),
  };
}
