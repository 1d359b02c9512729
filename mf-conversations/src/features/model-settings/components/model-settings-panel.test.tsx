import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ModelSettings } from "@parley/shared-contracts/api/model-settings";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { createFakeApi, createFakeShell, jsonBody } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { SETTINGS_SAVE_DELAY_MS } from "../hooks/use-model-settings.ts";
import { useSelectedModel } from "../state/selected-model.ts";
import { ModelSettingsPanel } from "./model-settings-panel.tsx";

const settings: ModelSettings = {
  id: 7,
  name: "claude-test",
  display_name: "Claude Test",
  source_type: "anthropic",
  usage_note: "Use **bold** ideas.",
  parameter_schema: {
    temperature: { type: "slider", min: 0, max: 1, default: 0.7, priority: 1 },
    max_tokens: { type: "number", min: 1, max: 4096, default: 1024, priority: 2 },
    thinking: {
      type: "toggle_with_number",
      default: { type: "disabled" },
      budget_tokens: { min: 1024, max: 8000, default: 2048 },
    },
    frequency_penalty: { type: "slider", min: -2, max: 2, default: 0 },
    quality: { type: "single_select", allowed_values: ["standard", "hd"], default: "standard" },
    stop: { type: "multi_select", allowed_values: ["END", "STOP"], default: "END" },
    prompt_caching: { type: "toggle", default: false },
    hint: { type: "text", default: "be brief" },
    hidden_empty: { type: "text", default: "" },
  },
  parameters: { max_tokens: 500 },
};

function setup(answer: ModelSettings | { status: number } = settings) {
  const fake = createFakeApi({
    "GET /api/v1/models/7/settings/":
      "status" in answer
        ? { status: answer.status, body: { error: { message: "boom" } } }
        : { status: 200, body: answer },
    "PUT /api/v1/models/7/settings/": (init) => ({
      status: 200,
      body: {
        ...settings,
        parameters: (jsonBody({ method: "PUT", path: "", body: init?.body }) as { parameters: object })
          .parameters,
      },
    }),
    "DELETE /api/v1/models/7/settings/": { status: 200, body: { ...settings, parameters: {} } },
  });
  const { shell, bus } = createFakeShell({ api: fake.api });
  const toasts: ParleyEvents["toast.shown"][] = [];
  bus.on("toast.shown", (toast) => toasts.push(toast));
  const closed = vi.fn();
  bus.on("panel.closed", closed);
  renderInShell(<ModelSettingsPanel />, shell);
  return { fake, toasts, closed };
}

beforeEach(() => {
  useSelectedModel.setState({ model: { id: 7, name: "claude-test", display_name: "Claude Test" } });
});
/** An input's value (as a number for number fields), or a checkbox's state. */
function valueOf(element: HTMLElement, checked = false): string | number | boolean {
  const input = element as HTMLInputElement;
  if (checked) return input.checked;
  return input.type === "number" ? Number(input.value) : input.value;
}
const isDisabled = (element: HTMLElement) => (element as HTMLInputElement).disabled;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useSelectedModel.setState({ model: null });
});

describe("ModelSettingsPanel", () => {
  it("shows a spinner, then the model, its provider and the usage note as markdown", async () => {
    setup();
    expect(screen.getByTestId("model-settings.loading")).toBeTruthy();
    expect((await screen.findByTestId("model-settings.model-name")).textContent).toContain("Claude Test");
    expect(screen.getByTestId("model-settings.provider").textContent).toContain("Anthropic");
    const overview = screen.getByTestId("model-settings.panel-overview");
    expect(within(overview).getByText("bold").tagName).toBe("STRONG");
    // Reset to defaults belongs to the Parameters tab.
    expect(screen.queryByTestId("model-settings.reset-all")).toBeNull();
  });

  it("renders every parameter type from the schema, leaving out empty defaults", async () => {
    setup();
    fireEvent.click(await screen.findByTestId("model-settings.tab-parameters"));
    const names = screen.getAllByTestId("model-settings.field").map((f) => f.getAttribute("data-name"));
    expect(names).toEqual([
      "temperature",
      "max_tokens",
      "frequency_penalty",
      "thinking",
      "prompt_caching",
      "quality",
      "hint",
      "stop",
    ]);
    expect(names).not.toContain("hidden_empty");
    expect(screen.getByTestId("model-settings.param.temperature").getAttribute("step")).toBe("0.01");
    expect(valueOf(screen.getByTestId("model-settings.param.max_tokens"))).toBe(500);
    // Negative minimum: the zero shows bumped by one step.
    expect(valueOf(screen.getByTestId("model-settings.param.frequency_penalty"))).toBe("0.01");
    expect(valueOf(screen.getByTestId("model-settings.param.quality"))).toBe("standard");
    expect(screen.getByTestId("model-settings.param.prompt_caching").getAttribute("aria-checked")).toBe(
      "false",
    );
    expect(valueOf(screen.getByTestId("model-settings.param.hint"))).toBe("be brief");
    expect(valueOf(within(screen.getByTestId("model-settings.param.stop")).getByLabelText("END"), true)).toBe(
      true,
    );
    expect(screen.getByLabelText("Temperature", { selector: "input[type=range]" })).toBeTruthy();
  });

  it("says 'Value must be between min and max' and saves only valid values, after a pause", async () => {
    const { fake } = setup();
    fireEvent.click(await screen.findByTestId("model-settings.tab-parameters"));
    vi.useFakeTimers();
    const input = screen.getByTestId("model-settings.param.max_tokens");
    fireEvent.change(input, { target: { value: "5000" } });
    expect(screen.getByTestId("model-settings.param.max_tokens-error").textContent).toContain(
      "Value must be between 1 and 4096",
    );
    fireEvent.change(input, { target: { value: "800" } });
    expect(screen.queryByTestId("model-settings.param.max_tokens-error")).toBeNull();
    expect(fake.callsTo("PUT", "/api/v1/models/7/settings/")).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS);
    });
    vi.useRealTimers();
    await waitFor(() => expect(fake.callsTo("PUT", "/api/v1/models/7/settings/")).toHaveLength(1));
    expect(jsonBody(fake.callsTo("PUT", "/api/v1/models/7/settings/")[0])).toEqual({
      parameters: { max_tokens: 800 },
    });
  });

  it("hides temperature while thinking is on and bounds the token budget", async () => {
    setup();
    fireEvent.click(await screen.findByTestId("model-settings.tab-parameters"));
    fireEvent.click(screen.getByTestId("model-settings.param.thinking"));
    await waitFor(() => expect(screen.queryByTestId("model-settings.param.temperature")).toBeNull());
    const budget = screen.getByTestId("model-settings.param.thinking-budget");
    expect(valueOf(budget)).toBe(2048);
    fireEvent.change(budget, { target: { value: "100" } });
    expect(screen.getByTestId("model-settings.param.thinking-budget-error").textContent).toContain(
      "Token budget must be between 1024 and 8000",
    );
    fireEvent.click(screen.getByTestId("model-settings.param.thinking"));
    expect(await screen.findByTestId("model-settings.param.temperature")).toBeTruthy();
  });

  it("resets one value and all values", async () => {
    const { fake } = setup();
    fireEvent.click(await screen.findByTestId("model-settings.tab-parameters"));
    fireEvent.click(screen.getByTestId("model-settings.param.max_tokens-reset"));
    await waitFor(() => expect(valueOf(screen.getByTestId("model-settings.param.max_tokens"))).toBe(1024));
    fireEvent.click(screen.getByTestId("model-settings.reset-all"));
    await waitFor(() => expect(fake.callsTo("DELETE", "/api/v1/models/7/settings/")).toHaveLength(1));
    // The pending single reset was replaced by the reset of everything.
    expect(fake.callsTo("PUT", "/api/v1/models/7/settings/")).toHaveLength(0);
  });

  it("shows the gpt-5 minimal reasoning note and disables what it forces", async () => {
    useSelectedModel.setState({ model: { id: 7, name: "gpt-5", display_name: "GPT-5" } });
    setup({
      ...settings,
      name: "gpt-5",
      source_type: "openai",
      parameter_schema: {
        reasoning_effort: { type: "single_select", allowed_values: ["minimal", "low"], default: "minimal" },
        image_generation: { type: "single_select", allowed_values: ["none", "auto"], default: "auto" },
      },
      parameters: {},
    });
    fireEvent.click(await screen.findByTestId("model-settings.tab-parameters"));
    expect(screen.getByTestId("model-settings.minimal-note").textContent).toContain(
      "Image generation and web search are unavailable with minimal reasoning effort.",
    );
    expect(isDisabled(screen.getByTestId("model-settings.param.image_generation"))).toBe(true);
    expect(valueOf(screen.getByTestId("model-settings.param.image_generation"))).toBe("none");
    fireEvent.change(screen.getByTestId("model-settings.param.reasoning_effort"), {
      target: { value: "low" },
    });
    await waitFor(() => expect(screen.queryByTestId("model-settings.minimal-note")).toBeNull());
    expect(isDisabled(screen.getByTestId("model-settings.param.image_generation"))).toBe(false);
  });

  it("shows the load failure as a toast and in the panel, and closes", async () => {
    const { toasts, closed } = setup({ status: 500 });
    expect((await screen.findByTestId("model-settings.error")).textContent).toContain(
      "Failed to load settings. Please try again later.",
    );
    expect(toasts).toContainEqual({
      kind: "error",
      message: "Failed to load settings. Please try again later.",
    });
    fireEvent.click(screen.getByTestId("model-settings.close"));
    expect(closed).toHaveBeenCalled();
  });
});
