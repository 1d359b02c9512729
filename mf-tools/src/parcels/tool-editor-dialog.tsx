import { createParcel, type ParcelRootProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { ChosenToolEditor } from "../features/tool-editor/components/chosen-tool-editor.tsx";
import { crashTexts, toolsMessages } from "../i18n/load-tools-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

type Props = ParcelRootProps<"mf_tools/ToolEditorDialog">;

/** The tool edit dialog on its own, for the chat box's tool input panel (its Edit). */
function ToolEditorDialogRoot(props: Props) {
  return (
    <RemoteRoot shell={props}>
      <ChosenToolEditor toolId={props.toolId} onClose={props.onClose} />
    </RemoteRoot>
  );
}

/** Exposed as `mf_tools/ToolEditorDialog`. */
export default createParcel({
  parcel: "mf_tools/ToolEditorDialog",
  messages: toolsMessages,
  Root: ToolEditorDialogRoot,
  crashTexts,
});
