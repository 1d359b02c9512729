// Download then upload gives the same tool (JSON and CSV); CSV cells that a spreadsheet would run as
// formulas are neutralised; hostile files get a clear error of their own and change nothing.
import { toolSchema, toolUploadResultSchema } from "@parley/shared-contracts/api/tools";
import type { Tool } from "@parley/shared-contracts/api/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client, FilePart } from "../../helpers/client.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
});
afterAll(() => t.close());

async function madeTool(name: string, prompt = "Translate {{text}} into {{lang}}"): Promise<number> {
  const { id } = (await owner.post("/api/v1/tools/")).json<{ id: number }>();
  const res = await owner.patch(`/api/v1/tools/${id}/`, {
    multipart: {
      json_tool_data: JSON.stringify({
        model_prompt: prompt,
        system_prompt: "You translate faithfully.",
        version: "3.1",
        metadata: {
          prompt_name: name,
          description: 'Translates, keeping "quotes", commas, and\nline breaks',
          usage_notes: "Pick a language",
          variables: [
            { name: "text", type: "text", description: "What to translate" },
            { name: "lang", type: "multi-select", default: "fr", allowed_values: ["fr", "de", "ja"] },
            {
              name: "source",
              type: "url",
              description: "Where it comes from",
              default: "https://example.com",
            },
          ],
          parameters: { max_tokens: 800, temperature: 0.25 },
          creator: { name: "Ada", email: "ada@acme.test", organization: "Acme, Inc." },
        },
      }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

const read = async (id: number): Promise<Tool> =>
  toolSchema.parse((await owner.get(`/api/v1/tools/${id}/`)).json());

const upload = (files: FilePart[]) => owner.post("/api/v1/tools/upload/", { multipart: { files } });

/** The parts of a tool that a file carries (not its id, type or dates). */
function portable(tool: Tool) {
  const { id: _id, last_updated: _updated, filename: _file, ...rest } = tool;
  return rest;
}

describe("download and upload", () => {
  it("writes JSON named from Content-Disposition and reads it back as the same tool", async () => {
    const id = await madeTool("Translator ü");
    const before = await read(id);
    const res = await owner.get(`/api/v1/tools/${id}/download/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Translator _.json"; filename*=UTF-8''Translator%20%C3%BC.json`,
    );
    await owner.delete(`/api/v1/tools/${id}/`);
    const uploaded = toolUploadResultSchema.parse(
      (await upload([{ filename: "Translator ü.json", content: res.body, type: "application/json" }])).json(),
    );
    expect(uploaded.uploaded).toBe(1);
    const copy = await read(uploaded.results[0]?.tool_ids[0] ?? 0);
    expect(portable(copy)).toEqual(portable(before));
    expect(copy).toMatchObject({
      name: "Translator ü",
      prompt: "Translate {{text}} into {{lang}}",
      system_prompt: "You translate faithfully.",
      version: "3.1",
      parameters_max_tokens: 800,
      parameters_temperature: 0.25,
      creator: { name: "Ada", email: "ada@acme.test", organization: "Acme, Inc." },
      variable_order: ["text", "lang", "source"],
    });
    expect(copy.description).toBe('Translates, keeping "quotes", commas, and\nline breaks');
  });

  it("round-trips CSV, neutralising cells a spreadsheet would run as formulas", async () => {
    const id = await madeTool('=HYPERLINK("http://evil.test","click")', "@SUM(1+1) {{text}}");
    const before = await read(id);
    const res = await owner.get(`/api/v1/tools/${id}/download/?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body.split("\n");
    expect(lines[0]).toBe(
      "name,description,usage_notes,prompt,system_prompt,version,max_tokens,temperature,creator_name,creator_email,creator_organization,variables",
    );
    // No cell of the data row starts with a formula character.
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(res.body).toContain("'@SUM(1+1) {{text}}");
    await owner.delete(`/api/v1/tools/${id}/`);
    const uploaded = toolUploadResultSchema.parse(
      (await upload([{ filename: "tools.csv", content: res.body, type: "text/csv" }])).json(),
    );
    expect(uploaded.results[0]).toMatchObject({ status: "uploaded", error: null });
    const copy = await read(uploaded.results[0]?.tool_ids[0] ?? 0);
    expect(portable(copy)).toEqual(portable(before));
  });

  it("lists each invalid file with its error, stores the valid ones, and drops duplicates by name", async () => {
    const valid = JSON.stringify({
      format: "parley.tool",
      format_version: 1,
      name: "Good one",
      prompt: "Hi",
    });
    const res = await upload([
      { filename: "good.json", content: valid, type: "application/json" },
      { filename: "again.json", content: valid.replace("Good one", "good ONE"), type: "application/json" },
      { filename: "notes.txt", content: "hello", type: "text/plain" },
      { filename: "fake.json", content: "name,prompt\nx,y", type: "application/json" },
      { filename: "broken.json", content: '{"format": ', type: "application/json" },
      {
        filename: "polluting.json",
        content: `{"format":"parley.tool","format_version":1,"name":"P","__proto__":{"isAdmin":true}}`,
        type: "application/json",
      },
      {
        filename: "nested.json",
        content: `{"format":"parley.tool","format_version":1,"name":"N","creator":{"constructor":{"prototype":{"x":1}}}}`,
        type: "application/json",
      },
      { filename: "malformed.csv", content: 'name,description\n"unterminated,x', type: "text/csv" },
      { filename: "wrong-columns.csv", content: "title,body\na,b\n", type: "text/csv" },
      {
        filename: "bad-variable.csv",
        content:
          "name,description,usage_notes,prompt,system_prompt,version,max_tokens,temperature,creator_name,creator_email,creator_organization,variables\n" +
          'V,,,,,,,,,,,"[{""name"":""x"",""type"":""single-select"",""allowed_values"":[]}]"\n',
        type: "text/csv",
      },
      {
        filename: "huge.json",
        content: `{"format":"parley.tool","x":"${"a".repeat(1_100_000)}"}`,
        type: "application/json",
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const result = toolUploadResultSchema.parse(res.json());
    expect(result.uploaded).toBe(1);
    const byFile = Object.fromEntries(result.results.map((r) => [r.file_name, r]));
    expect(byFile["good.json"]).toMatchObject({ status: "uploaded", error: null });
    // The duplicate by name is taken once: nothing new from the second file.
    expect(byFile["again.json"]).toMatchObject({ status: "uploaded", tool_ids: [] });
    expect(byFile["notes.txt"]?.error).toBe("Only JSON and CSV files can be uploaded.");
    expect(byFile["fake.json"]?.error).toBe("The file is not a JSON tool file.");
    expect(byFile["broken.json"]?.error).toBe("The file is not valid JSON.");
    expect(byFile["polluting.json"]?.error).toBe('The file contains a forbidden key "__proto__".');
    expect(byFile["nested.json"]?.error).toBe('The file contains a forbidden key "prototype".');
    expect(byFile["malformed.csv"]?.error).toMatch(/^The CSV file is malformed/);
    expect(byFile["wrong-columns.csv"]?.error).toMatch(
      /^The CSV file must start with the columns name, description/,
    );
    expect(byFile["bad-variable.csv"]?.error).toBe("Invalid allowed values for variable x");
    expect(byFile["huge.json"]?.error).toBe("The file is larger than 1 MB.");
    for (const name of Object.keys(byFile).filter((n) => !["good.json", "again.json"].includes(n)))
      expect(byFile[name]?.status).toBe("invalid");
    // Nothing but the good tool (and the System tool) exists, and nothing was polluted.
    const names = (await owner.get("/api/v1/tools/?page_size=100"))
      .json<{ results: { name: string }[] }>()
      .results.map((tool) => tool.name)
      .filter((name) => ["Good one", "P", "N", "V"].includes(name));
    expect(names).toEqual(["Good one"]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("needs at least one file, and files in a multipart form", async () => {
    expect((await owner.post("/api/v1/tools/upload/", { multipart: { note: "x" } })).statusCode).toBe(400);
    expect((await owner.post("/api/v1/tools/upload/", { json: {} })).statusCode).toBe(415);
  });
});
