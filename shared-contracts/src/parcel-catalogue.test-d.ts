import { describe, expectTypeOf, it } from "vitest";
import { isCatalogueParcel, type RouteProps } from "./parcel-catalogue.ts";
import type { MountParcel, ParcelId, ParcelProps } from "./shell.ts";

declare const mountParcel: MountParcel;
declare const element: HTMLElement;
declare const fromManifest: string;
declare const routeParcel: ParcelId;

describe("mountParcel types", () => {
  it("takes a catalogue parcel's props", () => {
    void mountParcel("mf_collaboration/CollaborationControls", element, { conversationId: 4 });
    void mountParcel("mf_conversations/ChatScreen", element, { conversationId: 4, embedded: true });
    void mountParcel("mf_conversations/ChatScreen", element);
    void mountParcel("mf_tools/ToolsPanel", element, { routeParams: { id: "3" } });
    expectTypeOf<ParcelProps<"mf_routines/RoutineScreen">["routeParams"]>().toEqualTypeOf<
      Readonly<Record<string, string>> | undefined
    >();
  });

  it("rejects a wrong prop, an unknown prop and missing required props", () => {
    // @ts-expect-error conversationId must be a number
    void mountParcel("mf_collaboration/CollaborationControls", element, { conversationId: "4" });
    // @ts-expect-error the chat screen has no such prop
    void mountParcel("mf_conversations/ChatScreen", element, { conversation: 4 });
    // @ts-expect-error embedded is `true` or absent
    void mountParcel("mf_conversations/ChatScreen", element, { embedded: false });
    // @ts-expect-error the share dialog's props are required
    void mountParcel("mf_share/ShareDialog", element);
    // @ts-expect-error a literal id that is not in the catalogue
    void mountParcel("mf_conversations/ChatScren", element, { routeParams: {} });
  });

  it("mounts an id read at runtime with route parameters only", () => {
    void mountParcel(routeParcel, element, { routeParams: { id: "4" } });
    // @ts-expect-error an id of unknown props gets route parameters only
    void mountParcel(routeParcel, element, { conversationId: 4 });
    if (isCatalogueParcel(fromManifest)) {
      const props: RouteProps = { routeParams: {} };
      void mountParcel(fromManifest, element, props);
    }
  });
});
