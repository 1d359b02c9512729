// Owners and admins may give members Edit on an Account tool's prompt and settings (the spec's
// member_access None or Edit): a member then edits that part, and only that part.
import { toolSchema } from "@parley/shared-contracts/api/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { signedInMember } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let admin: Client;
let member: Client;

beforeAll(async () => {
  t = await createTestApp();
  const owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  admin = (await signedInMember(t.app, t.database.db, "adam@acme.test", "admin")).client;
  member = (await signedInMember(t.app, t.database.db, "mo@acme.test")).client;
});
afterAll(() => t.close());

const update = (client: Client, id: number, data: unknown) =>
  client.patch(`/api/v1/tools/${id}/`, { multipart: { json_tool_data: JSON.stringify(data) } });

async function sharedTool(prompt: string, settings: string) {
  const { id } = (await admin.post("/api/v1/tools/")).json<{ id: number }>();
  const res = await update(admin, id, {
    model_prompt: "Summarise {{topic}}",
    metadata: { prompt_name: `Shared ${prompt}/${settings}`, variables: [{ name: "topic", type: "text" }] },
    tool_type: "Account",
    member_access: { prompt, settings },
  });
  return { id, res };
}

describe("member access Edit on an Account tool", () => {
  it("lets a member edit the prompt and the settings when both are Edit", async () => {
    const { id, res } = await sharedTool("Edit", "Edit");
    expect(res.statusCode, res.body).toBe(200);
    expect(toolSchema.parse(res.json()).member_access).toEqual({ prompt: "Edit", settings: "Edit" });
    const seen = toolSchema.parse((await member.get(`/api/v1/tools/${id}/`)).json());
    expect(seen).toMatchObject({
      prompt_permission: "Edit",
      settings_permission: "Edit",
      member_access: null,
    });
    const edited = await update(member, id, {
      model_prompt: "Summarise {{topic}} briefly",
      metadata: { prompt_name: "Renamed by a member" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(toolSchema.parse(edited.json())).toMatchObject({
      prompt: "Summarise {{topic}} briefly",
      name: "Renamed by a member",
    });
    // Edit is not sharing: the member still cannot change who sees the tool, nor delete it.
    expect(
      (await update(member, id, { member_access: { prompt: "None", settings: "None" } })).statusCode,
    ).toBe(403);
    expect((await member.delete(`/api/v1/tools/${id}/`)).statusCode).toBe(403);
  });

  it("keeps the other part closed: Edit on the prompt, None on the settings", async () => {
    const { id, res } = await sharedTool("Edit", "None");
    expect(res.statusCode, res.body).toBe(200);
    expect((await update(member, id, { model_prompt: "Changed {{topic}}" })).statusCode).toBe(200);
    const settings = await update(member, id, { system_prompt: "Changed" });
    expect(settings.statusCode).toBe(403);
    expect(settings.json<{ error: { message: string } }>().error.message).toBe(
      "You may not edit this tool's settings",
    );
  });

  it("refuses anything but None, View or Edit with a clear error", async () => {
    const { res } = await sharedTool("Owner", "None");
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toBe("Invalid tool");
  });
});
