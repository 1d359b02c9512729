import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AdminModel } from "@parley/shared-contracts/api/models";
import { createFakeApi, jsonBody, type FakeAnswer } from "@parley/ui-kit/testing/fake-api.ts";
import { createFakeShell } from "@parley/ui-kit/testing/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { ModelsPage } from "./models-page.tsx";

const LIST = "GET /api/v1/admin/models/";
const gpt: AdminModel = {
  id: 1,
  name: "fake-gpt",
  display_name: "Fake GPT",
  icon: null,
  tags: ["search"],
  recommended: true,
  disabled: false,
  is_trial_model: false,
  trial_model_logo: null,
  source_type: "openai",
  is_offline: false,
  supported_file_types: ["image"],
  supports_speech: true,
  usage_note: "",
  parameter_schema: {},
  price_input_per_token: "0.0000025",
  price_output_per_token: "0.00001",
  provider_model: "gpt-4.1-mini",
  base_url: null,
  context_size: 128000,
};
const claude: AdminModel = {
  ...gpt,
  id: 2,
  name: "claude",
  display_name: "Claude",
  source_type: "anthropic",
  disabled: true,
  supports_speech: false,
};
const offline: AdminModel = {
  ...gpt,
  id: 3,
  name: "offline-demo",
  display_name: "Offline demo model",
  source_type: "offline",
  is_offline: true,
  supports_speech: false,
  provider_model: null,
};
const list = (...results: AdminModel[]): FakeAnswer => ({ status: 200, body: { results } });

function renderPage(routes: Parameters<typeof createFakeApi>[0]) {
  const fake = createFakeApi({ [LIST]: list(gpt, claude, offline), ...routes });
  const { shell, bus } = createFakeShell({ api: fake.api, pathname: "/models" });
  const toasts: { kind: string; message: string }[] = [];
  bus.on("toast.shown", (toast) => toasts.push({ kind: toast.kind, message: toast.message }));
  renderInShell(<ModelsPage />, shell);
  return { fake, toasts };
}

const table = () => screen.findByRole("table");
/** The rows' model names, in the order shown. */
const order = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getByRole("strong").textContent);
const field = (name: string | RegExp) => within(screen.getByRole("dialog")).getByRole("textbox", { name });
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

describe("the models page", () => {
  it("lists the models in order with their provider and availability", async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    renderPage({ [LIST]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    expect(screen.getByRole("status").textContent).toContain("Loading…");
    answer(list(gpt, claude, offline));
    await table();
    expect(order()).toEqual(["Fake GPT", "Claude", "Offline demo model"]);
    const cells = (name: string) =>
      within(screen.getByTestId(`models.row-${name}`))
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cells("fake-gpt").slice(0, 2)).toEqual(["Fake GPTfake-gpt", "OpenAI"]);
    expect(cells("claude")[1]).toBe("Anthropic");
    expect(cells("offline-demo")[1]).toBe("Offline demo");
    const available = (name: string) =>
      screen.getByRole<HTMLInputElement>("checkbox", { name: `${name} available to members` }).checked;
    expect([available("Fake GPT"), available("Claude")]).toEqual([true, false]);
    // The ends of the list cannot move further.
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Move Fake GPT up" }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Move Fake GPT down" }).disabled).toBe(
      false,
    );
    expect(
      screen.getByRole<HTMLButtonElement>("button", { name: "Move Offline demo model down" }).disabled,
    ).toBe(true);
    expect(screen.getAllByRole("button", { name: "Edit" })).toHaveLength(3);
  });

  it("makes a model available to members and shows the saved state", async () => {
    const { fake } = renderPage({
      "PATCH /api/v1/admin/models/2/": { status: 200, body: { ...claude, disabled: false } },
    });
    await table();
    const box = screen.getByRole<HTMLInputElement>("checkbox", { name: "Claude available to members" });
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(jsonBody(fake.callsTo("PATCH", "/api/v1/admin/models/2/")[0])).toEqual({ disabled: false });
  });

  it("moves a model up with the whole new order and shows the server's order", async () => {
    const { fake } = renderPage({
      "PUT /api/v1/admin/models/order/": { status: 200, body: { results: [gpt, offline, claude] } },
    });
    await table();
    fireEvent.click(screen.getByRole("button", { name: "Move Offline demo model up" }));
    await waitFor(() => expect(order()).toEqual(["Fake GPT", "Offline demo model", "Claude"]));
    expect(jsonBody(fake.callsTo("PUT", "/api/v1/admin/models/order/")[0])).toEqual({ ids: [1, 3, 2] });
  });

  it("says why an order was refused", async () => {
    const { toasts } = renderPage({
      "PUT /api/v1/admin/models/order/": {
        status: 400,
        body: {
          error: {
            message: "The order must name every model of the workspace once",
            code: "validation_error",
          },
        },
      },
    });
    await table();
    fireEvent.click(screen.getByRole("button", { name: "Move Fake GPT down" }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: "error", message: "The order must name every model of the workspace once" },
      ]),
    );
    expect(order()).toEqual(["Fake GPT", "Claude", "Offline demo model"]);
  });

  it("offers a retry after a failed load, and the refusal on a 403", async () => {
    const { fake } = renderPage({ [LIST]: { status: 500, body: null } });
    const failed = await screen.findByTestId("admin.load-failed");
    expect(screen.queryByRole("button", { name: "Add model" })).toBeNull();
    fake.routes[LIST] = { status: 403, body: { error: { message: "no", code: "forbidden" } } };
    fireEvent.click(within(failed).getByRole("button", { name: "Try again" }));
    expect((await screen.findByTestId("admin.forbidden")).textContent).toBe(
      "You do not have managing permission!",
    );
  });
});

describe("the model dialog", () => {
  it("adds a model with every field in the body, then closes and reloads the list", async () => {
    const created: AdminModel = { ...gpt, id: 4, name: "llama", display_name: "Llama" };
    const { fake, toasts } = renderPage({
      "POST /api/v1/admin/models/": () => {
        fake.routes[LIST] = list(gpt, claude, offline, created);
        return { status: 201, body: created };
      },
    });
    await table();
    // From the keyboard: the button has the focus when it is pressed.
    const add = screen.getByRole("button", { name: "Add model" });
    add.focus();
    fireEvent.click(add);
    const dialog = screen.getByRole("dialog", { name: "Add a model" });
    // The first field has the focus.
    expect(document.activeElement).toBe(field(/^Name/));
    type(/^Name/, " llama ");
    type("Display name", "Llama");
    const source = within(dialog).getByRole<HTMLSelectElement>("combobox", { name: "Provider" });
    expect([...source.options].map((o) => o.textContent)).toEqual([
      "OpenAI-compatible",
      "OpenAI",
      "Anthropic",
    ]);
    expect(source.value).toBe("openai_compatible");
    type("Model id at the provider", "llama3.2");
    type(/^Base URL/, "https://llm.acme.test/v1");
    type(/^Context window/, "8192");
    type("Price per input token (USD)", "0.000001");
    type("Price per output token (USD)", "0.000002");
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Image generation" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Documents" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Trial model" }));
    type("Usage note", "For drafts");
    type("Parameter schema (JSON)", '{"temperature":{"type":"slider","min":0,"max":2}}');
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(jsonBody(fake.callsTo("POST", "/api/v1/admin/models/")[0])).toEqual({
      name: "llama",
      display_name: "Llama",
      source_type: "openai_compatible",
      provider_model: "llama3.2",
      base_url: "https://llm.acme.test/v1",
      context_size: 8192,
      price_input_per_token: "0.000001",
      price_output_per_token: "0.000002",
      tags: ["image"],
      recommended: false,
      is_trial_model: true,
      disabled: false,
      supported_file_types: ["document"],
      usage_note: "For drafts",
      parameter_schema: { temperature: { type: "slider", min: 0, max: 2 } },
    });
    expect(toasts).toEqual([{ kind: "success", message: "Llama is saved." }]);
    expect(order()).toEqual(["Fake GPT", "Claude", "Offline demo model", "Llama"]);
    // The focus goes back to what opened the dialog.
    expect(document.activeElement).toBe(add);
  });

  it("sends nothing without a name and display name, or with a schema that is not an object", async () => {
    const { fake } = renderPage({ "POST /api/v1/admin/models/": { status: 201, body: gpt } });
    await table();
    fireEvent.click(screen.getByRole("button", { name: "Add model" }));
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect((field(/^Name/) as HTMLInputElement).validity.valueMissing).toBe(true);
    expect((field("Display name") as HTMLInputElement).validity.valueMissing).toBe(true);

    type(/^Name/, "x");
    type("Display name", "X");
    type("Parameter schema (JSON)", "[1, 2]");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "The parameter schema must be a JSON object.",
    );
    expect(fake.calls.filter((c) => c.method !== "GET")).toEqual([]);

    // A corrected schema clears the message and sends.
    type("Parameter schema (JSON)", "");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fake.callsTo("POST", "/api/v1/admin/models/")).toHaveLength(1));
    expect(jsonBody(fake.callsTo("POST", "/api/v1/admin/models/")[0])).toMatchObject({
      parameter_schema: {},
    });
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const { fake, toasts } = renderPage({
      "PATCH /api/v1/admin/models/1/": {
        status: 400,
        body: {
          error: {
            message: "Invalid model",
            code: "validation_error",
            fields: { base_url: ["Base URL points at a private address"] },
          },
        },
      },
    });
    await table();
    fireEvent.click(within(screen.getByTestId("models.row-fake-gpt")).getByRole("button", { name: "Edit" }));
    type(/^Base URL/, "http://10.0.0.5");
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));
    expect((await within(screen.getByRole("dialog")).findByRole("alert")).textContent).toBe("Invalid model");
    expect(screen.getByRole("dialog", { name: "Edit Fake GPT" })).toBeTruthy();
    expect((field(/^Base URL/) as HTMLInputElement).value).toBe("http://10.0.0.5");
    expect(toasts).toEqual([]);
    expect(fake.callsTo("PATCH", "/api/v1/admin/models/1/")).toHaveLength(1);
  });

  it("edits a model from its current values", async () => {
    const { fake } = renderPage({
      "PATCH /api/v1/admin/models/2/": { status: 200, body: { ...claude, display_name: "Claude 4" } },
    });
    await table();
    fireEvent.click(within(screen.getByTestId("models.row-claude")).getByRole("button", { name: "Edit" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Claude" });
    expect((field(/^Name/) as HTMLInputElement).value).toBe("claude");
    expect(within(dialog).getByRole<HTMLSelectElement>("combobox", { name: "Provider" }).value).toBe(
      "anthropic",
    );
    expect((field("Price per input token (USD)") as HTMLInputElement).value).toBe("0.0000025");
    expect(within(dialog).getByRole<HTMLInputElement>("checkbox", { name: "Search" }).checked).toBe(true);
    expect(within(dialog).getByRole<HTMLInputElement>("checkbox", { name: "Disabled" }).checked).toBe(true);
    type("Display name", "Claude 4");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(jsonBody(fake.callsTo("PATCH", "/api/v1/admin/models/2/")[0])).toMatchObject({
      name: "claude",
      display_name: "Claude 4",
      source_type: "anthropic",
      provider_model: "gpt-4.1-mini",
      context_size: 128000,
      tags: ["search"],
      disabled: true,
      supported_file_types: ["image"],
    });
  });

  it("keeps the offline model's name and provider", async () => {
    const { fake } = renderPage({ "PATCH /api/v1/admin/models/3/": { status: 200, body: offline } });
    await table();
    fireEvent.click(
      within(screen.getByTestId("models.row-offline-demo")).getByRole("button", { name: "Edit" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Edit Offline demo model" });
    expect((field(/^Name/) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByRole<HTMLSelectElement>("combobox", { name: "Provider" }).disabled).toBe(true);
    // The first field it can take.
    expect(document.activeElement).toBe(field("Display name"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fake.callsTo("PATCH", "/api/v1/admin/models/3/")).toHaveLength(1));
    const body = jsonBody(fake.callsTo("PATCH", "/api/v1/admin/models/3/")[0]);
    expect(body).not.toHaveProperty("name");
    expect(body).not.toHaveProperty("source_type");
    expect(body).toMatchObject({ display_name: "Offline demo model" });
  });

  it("keeps Tab inside the dialog, and Escape or Cancel close it without saving", async () => {
    const { fake } = renderPage({});
    await table();
    const edit = within(screen.getByTestId("models.row-claude")).getByRole("button", { name: "Edit" });
    edit.focus();
    fireEvent.click(edit);
    const dialog = screen.getByRole("dialog", { name: "Edit Claude" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const first = field(/^Name/);
    const last = within(dialog).getByRole("button", { name: "Save" });
    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    // Focus that wanders out to the page comes back in.
    screen.getByRole("button", { name: "Add model" }).focus();
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(edit);

    fireEvent.click(edit);
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fake.calls.filter((c) => c.method !== "GET")).toEqual([]);
  });
});
