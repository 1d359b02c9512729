// /api/v1/tools/…: create, read, update, list (search, order, pages), delete; the System tool every
// workspace has; another member's Personal tool and another workspace's tools are 404.
import { toolPageSchema, toolSchema } from "@parley/shared-contracts/api/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { signedInMember } from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
let member: Client;
beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
  member = (await signedInMember(t.app, t.database.db, "mia@acme.test")).client;
});
afterAll(() => t.close());

async function createTool(
  client: Client,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const created = await client.post("/api/v1/tools/");
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: number }>();
  const updated = await client.patch(`/api/v1/tools/${id}/`, {
    multipart: {
      json_tool_data: JSON.stringify({
        model_prompt: "Summarise {{text}} for {{audience}}",
        system_prompt: "Be brief.",
        version: "2.0",
        metadata: {
          prompt_name: name,
          description: `About ${name}`,
          usage_notes: "Paste the text.",
          variables: [
            { name: "text", type: "text", description: "The text", default: "", allowed_values: [] },
            {
              name: "audience",
              type: "single-select",
              description: "Who reads it",
              default: "nobody",
              allowed_values: ["engineers", "managers"],
            },
          ],
          parameters: { max_tokens: 500, temperature: 0.3 },
          creator: { name: "Ada", email: "ada@acme.test", organization: "Acme" },
        },
        ...extra,
      }),
    },
  });
  expect(updated.statusCode, updated.body).toBe(200);
  return id;
}

describe("tools", () => {
  it("creates a blank tool, then saves its prompt, variables and settings", async () => {
    const id = await createTool(owner, "Summariser");
    const res = await owner.get(`/api/v1/tools/${id}/`);
    expect(res.statusCode).toBe(200);
    const tool = toolSchema.parse(res.json());
    expect(tool).toMatchObject({
      id,
      name: "Summariser",
      tool_type: "Personal",
      prompt: "Summarise {{text}} for {{audience}}",
      system_prompt: "Be brief.",
      version: "2.0",
      parameters_max_tokens: 500,
      parameters_temperature: 0.3,
      prompt_permission: "Edit",
      settings_permission: "Edit",
      downloadable: true,
      variable_order: ["text", "audience"],
      filename: "Summariser.json",
    });
    // A single-select default outside the allowed values falls back to the first.
    expect(tool.variables.audience?.default).toBe("engineers");
  });

  it("refuses a select variable without allowed values, duplicate names and bad JSON, changing nothing", async () => {
    const id = await createTool(owner, "Strict");
    const bad = async (data: string) =>
      owner.patch(`/api/v1/tools/${id}/`, { multipart: { json_tool_data: data } });
    const noValues = await bad(
      JSON.stringify({
        metadata: { variables: [{ name: "pick", type: "multi-select", default: "", allowed_values: [] }] },
      }),
    );
    expect(noValues.statusCode).toBe(400);
    expect(noValues.json().error.message).toBe("Invalid allowed values for variable pick");
    const twice = await bad(
      JSON.stringify({
        metadata: {
          variables: [
            { name: "a", type: "text" },
            { name: "a", type: "url" },
          ],
        },
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect((await bad("{not json")).statusCode).toBe(400);
    expect((await bad(JSON.stringify({ metadata: { prompt_name: "" } }))).statusCode).toBe(400);
    const tool = toolSchema.parse((await owner.get(`/api/v1/tools/${id}/`)).json());
    expect(tool.name).toBe("Strict");
    expect(tool.variable_order).toEqual(["text", "audience"]);
  });

  it("reduces a multi-select default to its allowed values", async () => {
    const id = await createTool(owner, "Multi");
    const res = await owner.patch(`/api/v1/tools/${id}/`, {
      json: {
        json_tool_data: JSON.stringify({
          metadata: {
            variables: [
              {
                name: "langs",
                type: "multi-select",
                default: "fr, xx ,de",
                allowed_values: ["fr", "de", "fr", " es "],
              },
            ],
          },
        }),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(toolSchema.parse(res.json()).variables.langs).toMatchObject({
      default: "fr,de",
      allowed_values: ["fr", "de", "es"],
    });
  });

  it("lists with server-side search, ordering and pages, with the System tool for everyone", async () => {
    for (const name of ["Alpha report", "beta digest", "Gamma report"]) await createTool(owner, name);
    const all = toolPageSchema.parse((await member.get("/api/v1/tools/?page_size=100")).json());
    // The member sees the System tool but none of the owner's Personal tools.
    expect(all.results.map((tool) => tool.name)).toEqual(["Teach me anything"]);
    expect(all.results[0]).toMatchObject({ tool_type: "System", prompt_permission: "View" });

    const searched = toolPageSchema.parse((await owner.get("/api/v1/tools/?search=REPORT")).json());
    expect(searched.results.map((tool) => tool.name)).toEqual(["Alpha report", "Gamma report"]);
    const descending = toolPageSchema.parse(
      (await owner.get("/api/v1/tools/?search=report&ordering=-name")).json(),
    );
    expect(descending.results.map((tool) => tool.name)).toEqual(["Gamma report", "Alpha report"]);
    const first = toolPageSchema.parse((await owner.get("/api/v1/tools/?page_size=2")).json());
    expect(first.next).toBe(2);
    expect(first.count).toBeGreaterThan(2);
    const second = toolPageSchema.parse((await owner.get("/api/v1/tools/?page_size=2&page=2")).json());
    expect(second.results.map((tool) => tool.id)).not.toContain(first.results[0]?.id);
    // LIKE's wildcards are searched as characters.
    const percent = toolPageSchema.parse((await owner.get("/api/v1/tools/?search=%25")).json());
    expect(percent.results).toEqual([]);
    expect((await owner.get("/api/v1/tools/?ordering=prompt")).statusCode).toBe(400);
  });

  it("hides another member's Personal tool (404) and lets only its owner delete it", async () => {
    const id = await createTool(owner, "Private");
    expect((await member.get(`/api/v1/tools/${id}/`)).statusCode).toBe(404);
    expect((await member.delete(`/api/v1/tools/${id}/`)).statusCode).toBe(404);
    expect((await member.patch(`/api/v1/tools/${id}/`, { json: { version: "x" } })).statusCode).toBe(404);
    expect((await member.get(`/api/v1/tools/${id}/download/`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/v1/tools/${id}/`)).statusCode).toBe(204);
    expect((await owner.get(`/api/v1/tools/${id}/`)).statusCode).toBe(404);
  });

  it("keeps every tool inside its workspace", async () => {
    const id = await createTool(owner, "Acme only", { tool_type: "Account" });
    const globex = createClient(t.app, GLOBEX.host);
    expect((await globex.login(GLOBEX.email, GLOBEX.password)).statusCode).toBe(200);
    expect((await globex.get(`/api/v1/tools/${id}/`)).statusCode).toBe(404);
    expect((await globex.patch(`/api/v1/tools/${id}/`, { json: { version: "x" } })).statusCode).toBe(404);
    expect((await globex.delete(`/api/v1/tools/${id}/`)).statusCode).toBe(404);
    expect((await globex.get(`/api/v1/tools/${id}/download/`)).statusCode).toBe(404);
    const list = toolPageSchema.parse((await globex.get("/api/v1/tools/?page_size=100")).json());
    expect(list.results.map((tool) => tool.id)).not.toContain(id);
    // Globex has its own System tool.
    expect(list.results.map((tool) => tool.name)).toEqual(["Teach me anything"]);
    // The acme session on globex's host is refused.
    const crossHost = await createClient(t.app, GLOBEX.host).get(`/api/v1/tools/${id}/`, {
      headers: { cookie: owner.cookieHeader() },
    });
    expect(crossHost.statusCode).toBe(401);
  });

  it("needs a signed-in member", async () => {
    const anonymous = createClient(t.app, ACME.host);
    expect((await anonymous.get("/api/v1/tools/")).statusCode).toBe(401);
    await anonymous.get("/api/v1/accounts/acme");
    expect((await anonymous.post("/api/v1/tools/")).statusCode).toBe(401);
  });
});
