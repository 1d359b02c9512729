// A member's model parameters (the settings sidebar): read with the model's schema, saved per member
// and model after a check against that schema, reset to the defaults; and the parameters a send
// uses — the ones it carries (checked the same way) or else the saved ones, with the spec's rules.
import type { ModelSettings, ModelSettingsUpdate } from "@parley/shared-contracts/api/model-settings";
import { userModelParametersSchema } from "@parley/shared-contracts/api/messages";
import type { UserModelParameters } from "@parley/shared-contracts/api/messages";
import {
  applyParameterRules,
  checkParameter,
  defaultValue,
  describeProblem,
  parseMultiSelect,
  reasoningLevel,
} from "@parley/shared-contracts/model-parameters";
import type { ParameterValue, ParameterValues } from "@parley/shared-contracts/model-parameters";
import type { Queryable } from "../../lib/db/database.ts";
import { HttpError, issuesToFields } from "../../lib/http-error.ts";
import { findModel } from "../models/repository.ts";
import type { ModelRow } from "../models/repository.ts";
import { modelNotFound } from "../models/service.ts";
import * as repo from "./repository.ts";

export interface Member {
  accountId: number;
  memberId: number;
}

function invalidParameters(fields: Record<string, string[]>): HttpError {
  return new HttpError(400, "validation_error", "Invalid model parameters", fields);
}

/**
 * Checks values against the model's schema. `unknown: "reject"` refuses names the schema does not
 * show (a save); `"keep"` lets them through (a send: the generic bounds of user_model_parameters
 * already apply). Multi-select comma lists become arrays.
 */
export function checkValues(
  model: Pick<ModelRow, "parameter_schema">,
  values: Readonly<Record<string, unknown>>,
  unknown: "reject" | "keep",
): ParameterValues {
  const fields: Record<string, string[]> = {};
  const result: ParameterValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const entry = model.parameter_schema[name];
    if (entry?.type === undefined) {
      if (unknown === "reject") fields[name] = ["This model has no such parameter"];
      else result[name] = value as ParameterValue;
      continue;
    }
    const problem = checkParameter(name, entry, value);
    if (problem !== null) fields[name] = [describeProblem(problem)];
    else result[name] = entry.type === "multi_select" ? parseMultiSelect(value) : (value as ParameterValue);
  }
  if (Object.keys(fields).length > 0) throw invalidParameters(fields);
  return result;
}

/** The schema's defaults (parameters with a type and a non-empty default). */
export function schemaDefaults(model: Pick<ModelRow, "parameter_schema">): ParameterValues {
  const values: ParameterValues = {};
  for (const [name, entry] of Object.entries(model.parameter_schema)) {
    if (entry.type === undefined) continue;
    const value = defaultValue(entry);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

async function memberModel(db: Queryable, member: Member, modelId: number): Promise<ModelRow> {
  const model = await findModel(db, member.accountId, modelId);
  if (model === undefined) throw modelNotFound();
  return model;
}

function toSettings(model: ModelRow, parameters: ParameterValues): ModelSettings {
  return {
    id: model.id,
    name: model.name,
    display_name: model.display_name,
    source_type: model.source_type,
    usage_note: model.usage_note,
    parameter_schema: model.parameter_schema,
    parameters,
  };
}

/** Saved values still valid under the model's current schema (an admin may have changed it). */
function stillValid(model: ModelRow, saved: ParameterValues): ParameterValues {
  const result: ParameterValues = {};
  for (const [name, value] of Object.entries(saved)) {
    const entry = model.parameter_schema[name];
    if (entry?.type !== undefined && checkParameter(name, entry, value) === null) result[name] = value;
  }
  return result;
}

export async function getModelSettings(
  db: Queryable,
  member: Member,
  modelId: number,
): Promise<ModelSettings> {
  const model = await memberModel(db, member, modelId);
  const saved = await repo.findModelSettings(db, member.accountId, member.memberId, model.id);
  return toSettings(model, stillValid(model, saved ?? {}));
}

export async function saveModelSettings(
  db: Queryable,
  member: Member,
  modelId: number,
  update: ModelSettingsUpdate,
): Promise<ModelSettings> {
  const model = await memberModel(db, member, modelId);
  const values = checkValues(model, update.parameters, "reject");
  await repo.saveModelSettings(db, member.accountId, member.memberId, model.id, values);
  return toSettings(model, values);
}

export async function resetModelSettings(
  db: Queryable,
  member: Member,
  modelId: number,
): Promise<ModelSettings> {
  const model = await memberModel(db, member, modelId);
  await repo.deleteModelSettings(db, member.accountId, member.memberId, model.id);
  return toSettings(model, {});
}

/**
 * The parameters of a send: what it carries, checked against the model's schema; without any, the
 * member's saved values over the schema's defaults. Then the spec's rules (thinking omits
 * temperature/top_p/top_k; gpt-5 minimal reasoning forces image generation and search off).
 */
export async function parametersForSend(
  db: Queryable,
  member: Member,
  model: ModelRow,
  sent: UserModelParameters | undefined,
): Promise<UserModelParameters> {
  let values: ParameterValues;
  if (sent !== undefined) values = checkValues(model, sent, "keep");
  else {
    const saved = await repo.findModelSettings(db, member.accountId, member.memberId, model.id);
    values = { ...schemaDefaults(model), ...stillValid(model, saved ?? {}) };
  }
  // A reasoning_effort slider position becomes a level by the schema's own range and levels.
  const effort = model.parameter_schema.reasoning_effort;
  if (typeof values.reasoning_effort === "number" && effort !== undefined) {
    const level = reasoningLevel(values.reasoning_effort, effort);
    if (level !== undefined) values = { ...values, reasoning_effort: level };
  }
  const ruled = applyParameterRules(model.name, values);
  // Only the names Parley maps to provider options; the rest (e.g. a text parameter) stays unused.
  const parsed = userModelParametersSchema.safeParse(ruled);
  if (!parsed.success) throw invalidParameters(issuesToFields(parsed.error.issues));
  return parsed.data;
}
