// The permission matrix: owner, admin and member × Personal, Account and System tools × what members
// may see of an Account tool (None or View) — enforced by the server, not only hidden in the UI.
import { toolSchema } from "@parley/shared-contracts/api/tools";
import type { Tool } from "@parley/shared-contracts/api/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { signedInMember } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
const people: Record<"owner" | "admin" | "member", Client> = {} as Record<
  "owner" | "admin" | "member",
  Client
>;

beforeAll(async () => {
  t = await createTestApp();
  people.owner = createClient(t.app, ACME.host);
  expect((await people.owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
  people.admin = (await signedInMember(t.app, t.database.db, "adam@acme.test", "admin")).client;
  people.member = (await signedInMember(t.app, t.database.db, "mo@acme.test")).client;
});
afterAll(() => t.close());

const update = (client: Client, id: number, data: unknown) =>
  client.patch(`/api/v1/tools/${id}/`, { multipart: { json_tool_data: JSON.stringify(data) } });

async function read(client: Client, id: number): Promise<Tool> {
  const res = await client.get(`/api/v1/tools/${id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return toolSchema.parse(res.json());
}

/** An Account tool made by the admin, members seeing the prompt and settings as given. */
async function accountTool(prompt: "None" | "View", settings: "None" | "View"): Promise<number> {
  const { id } = (await people.admin.post("/api/v1/tools/")).json<{ id: number }>();
  const res = await update(people.admin, id, {
    model_prompt: "Secret recipe for {{dish}}",
    system_prompt: "Internal system prompt",
    metadata: {
      prompt_name: `Shared ${prompt}/${settings}`,
      variables: [{ name: "dish", type: "text" }],
      parameters: { max_tokens: 100, temperature: 0.5 },
    },
    tool_type: "Account",
    member_access: { prompt, settings },
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

describe("Account tools", () => {
  it("are edited by owners and admins only; a member sees them as the admin chose", async () => {
    const id = await accountTool("View", "View");
    for (const role of ["owner", "admin"] as const) {
      const tool = await read(people[role], id);
      expect(tool).toMatchObject({
        prompt_permission: "Edit",
        settings_permission: "Edit",
        downloadable: true,
      });
      expect(tool.member_access).toEqual({ prompt: "View", settings: "View" });
      expect((await update(people[role], id, { version: `by ${role}` })).statusCode).toBe(200);
    }
    const seen = await read(people.member, id);
    expect(seen).toMatchObject({
      prompt: "Secret recipe for {{dish}}",
      prompt_permission: "View",
      settings_permission: "View",
      member_access: null,
    });
    // A member cannot edit either part, nor share, nor delete.
    const prompt = await update(people.member, id, { model_prompt: "Changed" });
    expect(prompt.statusCode).toBe(403);
    expect(prompt.json().error.message).toBe("You may not edit this tool's prompt");
    expect((await update(people.member, id, { metadata: { prompt_name: "Mine now" } })).statusCode).toBe(403);
    expect((await update(people.member, id, { tool_type: "Personal" })).statusCode).toBe(403);
    expect((await people.member.delete(`/api/v1/tools/${id}/`)).statusCode).toBe(403);
    // Nor the owner or admin: only Personal tools are deleted.
    expect((await people.admin.delete(`/api/v1/tools/${id}/`)).statusCode).toBe(403);
    expect((await read(people.owner, id)).prompt).toBe("Secret recipe for {{dish}}");
  });

  it("never send a hidden prompt or hidden settings to a member, and cannot be downloaded by them", async () => {
    const id = await accountTool("None", "None");
    const seen = await read(people.member, id);
    expect(seen).toMatchObject({
      prompt: null,
      system_prompt: null,
      parameters_max_tokens: null,
      parameters_temperature: null,
      prompt_permission: "None",
      settings_permission: "None",
      downloadable: false,
    });
    // The variables stay: running the tool needs them.
    expect(seen.variable_order).toEqual(["dish"]);
    const raw = (await people.member.get(`/api/v1/tools/${id}/`)).body;
    expect(raw).not.toContain("Secret recipe");
    expect(raw).not.toContain("Internal system prompt");
    const list = (await people.member.get("/api/v1/tools/?page_size=100")).body;
    expect(list).not.toContain("Secret recipe");
    expect((await people.member.get(`/api/v1/tools/${id}/download/`)).statusCode).toBe(403);
    expect((await people.member.get(`/api/v1/tools/${id}/download/?format=csv`)).statusCode).toBe(403);
  });

  it("can show the prompt but hide the settings", async () => {
    const id = await accountTool("View", "None");
    expect(await read(people.member, id)).toMatchObject({
      prompt: "Secret recipe for {{dish}}",
      system_prompt: null,
      prompt_permission: "View",
      settings_permission: "None",
      downloadable: false,
    });
  });
});

describe("Personal tools", () => {
  it("are their creator's alone; a member cannot make one an Account tool", async () => {
    const { id } = (await people.member.post("/api/v1/tools/")).json<{ id: number }>();
    const mine = await read(people.member, id);
    expect(mine).toMatchObject({
      tool_type: "Personal",
      prompt_permission: "Edit",
      settings_permission: "Edit",
    });
    expect(mine.member_access).toBeNull();
    const shared = await update(people.member, id, { tool_type: "Account" });
    expect(shared.statusCode).toBe(403);
    expect(shared.json().error.message).toBe("Only owners and admins share tools with the workspace");
    // Owners and admins cannot read a member's Personal tool either.
    for (const role of ["owner", "admin"] as const)
      expect((await people[role].get(`/api/v1/tools/${id}/`)).statusCode).toBe(404);
    expect((await people.member.delete(`/api/v1/tools/${id}/`)).statusCode).toBe(204);
  });
});

describe("System tools", () => {
  it("are run by everyone and changed or deleted by nobody in the workspace", async () => {
    const list = (await people.member.get("/api/v1/tools/?search=teach")).json<{
      results: { id: number }[];
    }>();
    const id = list.results[0]?.id ?? 0;
    for (const role of ["owner", "admin", "member"] as const) {
      const tool = await read(people[role], id);
      expect(tool).toMatchObject({
        tool_type: "System",
        name: "Teach me anything",
        prompt_permission: "View",
        settings_permission: "View",
      });
      expect(tool.variable_order).toEqual(["topic", "level"]);
      const refused = await update(people[role], id, { version: "hacked" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe("System tools cannot be changed in a workspace");
      expect((await people[role].delete(`/api/v1/tools/${id}/`)).statusCode).toBe(403);
    }
  });
});
