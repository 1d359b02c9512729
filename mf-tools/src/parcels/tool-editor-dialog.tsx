import { ChosenToolEditor } from "../features/tool-editor/components/chosen-tool-editor.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** The tool edit dialog on its own, for the chat box's tool input panel (its Edit): `toolId`, `onClose`. */
export default defineParcel("mf_tools/ToolEditorDialog", ChosenToolEditor);
