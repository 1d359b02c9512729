// Models as users and admins see them, and the registry changes of the admin API and ops CLI.
import type {
  AdminModel,
  AdminModelCreate,
  AdminModelUpdate,
  Model,
} from "@parley/shared-contracts/api/models";
import { sqlState, UNIQUE_VIOLATION } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";
import { trimDecimal } from "../../lib/decimal.ts";
import { HttpError } from "../../lib/http-error.ts";
import { supportsSpeech } from "../providers/speech-model.ts";
import * as repo from "./repository.ts";
import type { ModelRow, ModelValues } from "./repository.ts";

export function toModel(row: ModelRow): Model {
  return {
    id: row.id,
    name: row.name,
    display_name: row.display_name,
    icon: row.icon,
    tags: row.tags,
    recommended: row.recommended,
    disabled: row.disabled,
    is_trial_model: row.is_trial_model,
    trial_model_logo: row.trial_model_logo,
    source_type: row.source_type,
    is_offline: row.is_offline,
    supported_file_types: row.supported_file_types,
    supports_speech: supportsSpeech(row.source_type),
    usage_note: row.usage_note,
    parameter_schema: row.parameter_schema,
    price_input_per_token: trimDecimal(row.price_input_per_token),
    price_output_per_token: trimDecimal(row.price_output_per_token),
  };
}

export function toAdminModel(row: ModelRow): AdminModel {
  return {
    ...toModel(row),
    provider_model: row.provider_model,
    base_url: row.base_url,
    context_size: row.context_size,
  };
}

export function modelNotFound(): HttpError {
  return new HttpError(404, "model_not_found", "Model not found");
}

/** The schema's fields as column values (jsonb ones serialised). */
function toValues(input: Record<string, unknown>): ModelValues {
  const values: ModelValues = {};
  for (const field of Object.keys(repo.MODEL_FIELDS) as repo.ModelField[]) {
    const value = input[field];
    if (value === undefined) continue;
    values[field] =
      repo.MODEL_FIELDS[field] === "::jsonb"
        ? JSON.stringify(value)
        : (value as string | number | boolean | null);
  }
  return values;
}

function duplicate(name: string): HttpError {
  return new HttpError(409, "model_exists", `A model named "${name}" already exists in this workspace`);
}

async function withUniqueName<T>(name: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw duplicate(name ?? "");
    throw error;
  }
}

/** Input checked by the route schema (or the ops command, ops/model-commands.ts). */
export async function createModel(
  db: Queryable,
  accountId: number,
  input: AdminModelCreate,
): Promise<ModelRow> {
  return withUniqueName(input.name, () => repo.insertModel(db, accountId, toValues(input)));
}

export async function updateModel(
  db: Queryable,
  accountId: number,
  modelId: number,
  update: AdminModelUpdate,
): Promise<ModelRow> {
  const existing = await repo.findModel(db, accountId, modelId);
  if (existing === undefined) throw modelNotFound();
  if (existing.is_offline && (update.source_type !== undefined || update.name !== undefined)) {
    throw new HttpError(400, "offline_model", "The built-in offline model keeps its name and source type");
  }
  const row = await withUniqueName(update.name, () =>
    repo.updateModel(db, accountId, modelId, toValues(update)),
  );
  if (row === undefined) throw modelNotFound();
  return row;
}

export async function removeModel(db: Queryable, accountId: number, modelId: number): Promise<void> {
  const existing = await repo.findModel(db, accountId, modelId);
  if (existing === undefined) throw modelNotFound();
  if (existing.is_offline)
    throw new HttpError(400, "offline_model", "The built-in offline model can be disabled, not removed");
  await repo.deleteModel(db, accountId, modelId);
}

/** A model members may use for a reply: the account's, and not disabled. */
export async function usableModel(db: Queryable, accountId: number, modelId: number): Promise<ModelRow> {
  const model = await repo.findModel(db, accountId, modelId);
  if (model === undefined || model.disabled)
    throw new HttpError(400, "model_unavailable", "This model is not available");
  return model;
}
