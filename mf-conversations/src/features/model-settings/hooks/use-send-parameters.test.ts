import { describe, expect, it } from "vitest";
import { createQueryClient } from "@parley/ui-kit/api/query-client.ts";
import { createFakeApi } from "../../../test/fake-shell.ts";
import { sendParametersFor } from "./use-send-parameters.ts";

const settings = {
  id: 3,
  name: "claude-x",
  display_name: "Claude X",
  source_type: "anthropic",
  usage_note: "",
  parameter_schema: {
    temperature: { type: "slider", min: 0, max: 1, default: 0.7 },
    max_tokens: { type: "number", min: 1, max: 4096, default: 1024 },
    thinking: {
      type: "toggle_with_number",
      default: { type: "disabled" },
      budget_tokens: { min: 1024, max: 4096, default: 2048 },
    },
  },
  parameters: { thinking: { type: "enabled", budget_tokens: 3000 } },
};

describe("sendParametersFor", () => {
  it("sends the defaults with the saved values and the thinking rule, reading the settings once", async () => {
    const fake = createFakeApi({ "GET /api/v1/models/3/settings/": { status: 200, body: settings } });
    const client = createQueryClient({ retryDelay: 0 });
    const expected = { max_tokens: 1024, thinking: { type: "enabled", budget_tokens: 3000 } };
    expect(await sendParametersFor(client, fake.api, 3)).toEqual(expected);
    expect(await sendParametersFor(client, fake.api, 3)).toEqual(expected);
    expect(fake.callsTo("GET", "/api/v1/models/3/settings/")).toHaveLength(1);
  });

  it("leaves the field out when the settings cannot be read (the server uses the saved ones)", async () => {
    const fake = createFakeApi({});
    expect(await sendParametersFor(createQueryClient({ retryDelay: 0 }), fake.api, 3)).toBeUndefined();
  });
});
