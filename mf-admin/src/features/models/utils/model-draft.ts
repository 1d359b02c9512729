// The model dialog's form state and its conversion to the admin API's body.
import type { AdminModel, AdminModelCreate } from "@parley/shared-contracts/api/models";

export interface ModelDraft {
  name: string;
  display_name: string;
  source_type: AdminModelCreate["source_type"];
  provider_model: string;
  base_url: string;
  context_size: string;
  price_input_per_token: string;
  price_output_per_token: string;
  tags: ("search" | "image")[];
  recommended: boolean;
  is_trial_model: boolean;
  disabled: boolean;
  supported_file_types: ("image" | "document")[];
  usage_note: string;
  parameter_schema: string;
}

export const EMPTY_DRAFT: ModelDraft = {
  name: "",
  display_name: "",
  source_type: "openai_compatible",
  provider_model: "",
  base_url: "",
  context_size: "128000",
  price_input_per_token: "0",
  price_output_per_token: "0",
  tags: [],
  recommended: false,
  is_trial_model: false,
  disabled: false,
  supported_file_types: [],
  usage_note: "",
  parameter_schema: "{}",
};

export function draftOf(model: AdminModel): ModelDraft {
  return {
    name: model.name,
    display_name: model.display_name,
    source_type: model.source_type === "offline" ? "openai_compatible" : model.source_type,
    provider_model: model.provider_model ?? "",
    base_url: model.base_url ?? "",
    context_size: String(model.context_size),
    price_input_per_token: model.price_input_per_token,
    price_output_per_token: model.price_output_per_token,
    tags: [...model.tags],
    recommended: model.recommended,
    is_trial_model: model.is_trial_model,
    disabled: model.disabled,
    supported_file_types: model.supported_file_types.filter(
      (t): t is "image" | "document" => t === "image" || t === "document",
    ),
    usage_note: model.usage_note,
    parameter_schema: JSON.stringify(model.parameter_schema, null, 2),
  };
}

/** The body to send, or null when the parameter schema is not a JSON object. */
export function bodyOf(draft: ModelDraft, offline: boolean): AdminModelCreate | null {
  let schema: unknown;
  try {
    schema = JSON.parse(draft.parameter_schema || "{}");
  } catch {
    return null;
  }
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return null;
  const body: AdminModelCreate = {
    name: draft.name.trim(),
    display_name: draft.display_name.trim(),
    source_type: draft.source_type,
    provider_model: draft.provider_model.trim() || null,
    base_url: draft.base_url.trim() || null,
    context_size: Number(draft.context_size),
    price_input_per_token: draft.price_input_per_token.trim(),
    price_output_per_token: draft.price_output_per_token.trim(),
    tags: draft.tags,
    recommended: draft.recommended,
    is_trial_model: draft.is_trial_model,
    disabled: draft.disabled,
    supported_file_types: draft.supported_file_types,
    usage_note: draft.usage_note,
    parameter_schema: schema as AdminModelCreate["parameter_schema"],
  };
  // The built-in offline model keeps its name and source type (the server refuses changing them).
  if (offline) {
    const { name: _name, source_type: _source, ...rest } = body;
    return rest as AdminModelCreate;
  }
  return body;
}
