import type { Model } from "@parley/shared-contracts/api/models";
import type { Routine } from "@parley/shared-contracts/api/routines";

export const LIST = "GET /api/v1/routines/";
export const CREATE = "POST /api/v1/routines/";
export const MODELS = "GET /api/v1/models/";
export const detail = (id: number) => `/api/v1/routines/${id}/`;

export function aModel(overrides: Partial<Model> = {}): Model {
  return {
    id: 1,
    name: "gpt-test",
    display_name: "GPT Test",
    icon: null,
    tags: [],
    recommended: false,
    disabled: false,
    is_trial_model: false,
    trial_model_logo: null,
    source_type: "openai",
    is_offline: false,
    supported_file_types: [],
    supports_speech: false,
    usage_note: "",
    parameter_schema: {},
    price_input_per_token: "0",
    price_output_per_token: "0",
    ...overrides,
  };
}

export function aRoutine(overrides: Partial<Routine> = {}): Routine {
  return {
    id: 7,
    name: "Weekly incidents",
    content: "Summarise last week's incidents",
    model: { id: 1 },
    start_date: "2030-01-07T09:00",
    next_run: "2030-01-07T08:00:00.000Z",
    timezone: "UTC+01:00",
    done: false,
    total_times: 0,
    schedule: { every: 1, period: "weeks", end_type: "never", end_value: null },
    show_in_conversation: false,
    requester_is_owner: true,
    stopped_reason: null,
    last_error: null,
    created: "2029-12-01T10:00:00Z",
    modified: "2029-12-01T10:00:00Z",
    ...overrides,
  };
}
