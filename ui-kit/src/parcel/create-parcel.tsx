// The single-spa parcel every exposed module of a remote is: a React root per mount, the crash
// panel as error boundary, and the remote's texts loaded before the first paint.
import * as React from "react";
import type { ComponentType } from "react";
import * as ReactDOMClient from "react-dom/client";
import type { AppProps } from "single-spa";
import singleSpaReact from "single-spa-react";
import type { CatalogueParcelId, ParcelExtraProps } from "@parley/shared-contracts/parcel-catalogue";
import { isLanguageCode } from "@parley/shared-contracts/languages";
import { SHELL_CONTRACT_VERSION, type ParcelModule, type ShellProps } from "@parley/shared-contracts/shell";
import type { RemoteMessages } from "../i18n/remote-messages.ts";
import { ParcelCrash, type CrashTexts } from "./parcel-crash.tsx";

/** single-spa adds its own props (name, mountParcel, …) to what the host passes. */
export type MountedProps = ShellProps & AppProps;

/** What a catalogue parcel's root gets: the mounted props and its extra props from the catalogue. */
export type ParcelRootProps<Id extends CatalogueParcelId> = MountedProps & ParcelExtraProps<Id>;

export interface ParcelDefinition<Id extends CatalogueParcelId> {
  /**
   * The parcel's id in the shared ParcelCatalogue (`"mf_account/AccountSettingsPage"`): its props
   * come from there, and its expose key (`./AccountSettingsPage`) is reported when it crashes.
   */
  parcel: Id;
  /** The remote's texts; the container name is their namespace. */
  messages: RemoteMessages;
  /** The parcel's root: the remote's providers around its screen. */
  Root: ComponentType<ParcelRootProps<Id>>;
  /** The crash panel's texts in the active language (i18next's `t` outside React). */
  crashTexts: () => CrashTexts;
}

export function createParcel<Id extends CatalogueParcelId>(
  definition: ParcelDefinition<Id>,
): ParcelModule<ParcelRootProps<Id>> {
  const { parcel, messages, Root, crashTexts } = definition;
  const module = `./${parcel.slice(parcel.indexOf("/") + 1)}`;
  // The texts of the page's language (the shell has set <html lang>) start loading with the parcel's
  // code, while the shell still renders, instead of when it mounts: the mount below then does not
  // wait a round of script loading before the first paint.
  const pageLanguage = typeof document === "undefined" ? "" : document.documentElement.lang.toLowerCase();
  if (isLanguageCode(pageLanguage)) messages.preload(pageLanguage);
  const lifecycles = singleSpaReact<ParcelRootProps<Id>>({
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
