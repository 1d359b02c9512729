// One parcel per exposed component: the remote's root around the component, through createParcel.
// define-remote-parcels.tsx (with the remote's query client) and define-plain-remote-parcels.tsx
// (without react-query) make a remote's `defineParcel` with it.
import type { Attributes, ComponentType, ReactNode } from "react";
import type { CatalogueParcelId } from "@parley/shared-contracts/parcel-catalogue";
import type { ParcelModule, ShellProps } from "@parley/shared-contracts/shell";
import type { RemoteMessages } from "../i18n/remote-messages.ts";
import { createParcel, type ParcelRootProps } from "./create-parcel.tsx";
import type { CrashTexts } from "./parcel-crash.tsx";

/** What every parcel of one remote has in common. */
export interface RemoteParcelsDefinition {
  /** The remote's texts; the container name is their namespace. */
  messages: RemoteMessages;
  /** The crash panel's texts in the active language (i18next's `t` outside React). */
  crashTexts: () => CrashTexts;
}

/** What one parcel may do otherwise than the rest of its remote. */
export interface ParcelOptions {
  /** Its own crash panel texts (mf_account's settings page says which page crashed). */
  crashTexts?: () => CrashTexts;
}

/**
 * `defineParcel("mf_tools/ToolsSidebar", ToolsSidebar)`: the lifecycles an exposed module
 * default-exports, with `Component` inside the remote's root. `Component` gets the mounted props
 * (ShellProps, single-spa's own, and the parcel's extra props from the catalogue); one that needs
 * none ignores them.
 */
export type DefineParcel = <Id extends CatalogueParcelId>(
  parcel: Id,
  Component: ComponentType<ParcelRootProps<Id>>,
  options?: ParcelOptions,
) => ParcelModule<ParcelRootProps<Id>>;

/** A remote root: what it renders around every parcel's content. */
export type RemoteRootType = ComponentType<{ shell: ShellProps; children: ReactNode }>;

/** The `defineParcel` of a remote whose parcels all render inside `RemoteRoot`. */
export function parcelDefiner(RemoteRoot: RemoteRootType, definition: RemoteParcelsDefinition): DefineParcel {
  return function defineParcel<Id extends CatalogueParcelId>(
    parcel: Id,
    Component: ComponentType<ParcelRootProps<Id>>,
    options: ParcelOptions = {},
  ) {
    function ParcelRoot(props: ParcelRootProps<Id>) {
      // The catalogue's props are a generic lookup, which TypeScript cannot check against `key`.
      const componentProps = props as ParcelRootProps<Id> & Attributes;
      return (
        <RemoteRoot shell={props}>
          <Component {...componentProps} />
        </RemoteRoot>
      );
    }
    ParcelRoot.displayName = `Parcel(${parcel})`;
    return createParcel({
      parcel,
      messages: definition.messages,
      Root: ParcelRoot,
      crashTexts: options.crashTexts ?? definition.crashTexts,
    });
  };
}
