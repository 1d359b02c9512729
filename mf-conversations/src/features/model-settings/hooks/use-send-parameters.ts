import type { QueryClient } from "@tanstack/react-query";
import type { ParameterValues } from "@parley/shared-contracts/model-parameters";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { modelSettingsQueryOptions } from "../api/model-settings-api.ts";
import { valuesToSend } from "../utils/parameter-rules.ts";

/**
 * The user_model_parameters of a send to `modelId`: the member's settings (cached, else read) with
 * the spec's rules. Undefined when they cannot be read: the server then uses the saved ones itself.
 */
export async function sendParametersFor(
  client: QueryClient,
  api: ApiFetch,
  modelId: number,
): Promise<ParameterValues | undefined> {
  try {
    const settings = await client.fetchQuery(modelSettingsQueryOptions(api, modelId));
    return valuesToSend(settings.name, settings.parameter_schema, settings.parameters);
  } catch {
    return undefined;
  }
}
