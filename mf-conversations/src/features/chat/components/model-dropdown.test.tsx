import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { jsonBody } from "../../../test/fake-shell.ts";
import { aConversation, aModel, offlineModel } from "../../../test/fixtures.ts";
import { LAST_USED, renderChat } from "../../../test/chat-harness.tsx";
import { installFakeLayout } from "../../../test/layout.ts";
import { LAST_USED_MODEL_STORAGE_KEY } from "../utils/pick-model.ts";

installFakeLayout();
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const models = [
  aModel({ id: 1, name: "gpt-mini", display_name: "GPT Mini" }),
  aModel({ id: 2, name: "gpt-pro", display_name: "GPT Pro", recommended: true }),
  aModel({ id: 3, name: "claude", display_name: "Claude", source_type: "anthropic" }),
  aModel({ id: 4, name: "painter", display_name: "Painter", tags: ["image"] }),
  aModel({ id: 5, name: "trial", display_name: "Trial Model", is_trial_model: true }),
  aModel({ id: 6, name: "retired", display_name: "Retired", disabled: true }),
  offlineModel,
];
const button = () => screen.getByTestId("model-dropdown.button");
const search = () => screen.getByTestId<HTMLInputElement>("model-dropdown.search");
const active = () => {
  const id = search().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : null;
};

describe("the model dropdown", () => {
  it("starts on the conversation's last used model", async () => {
    localStorage.setItem(LAST_USED_MODEL_STORAGE_KEY, "1");
    renderChat({ models, conversation: aConversation({ last_used_model_id: 3 }) });
    await waitFor(() => expect(button().textContent).toBe("Claude"));
  });

  it("otherwise on the member's last used model, a default-named model, or the first enabled", async () => {
    localStorage.setItem(LAST_USED_MODEL_STORAGE_KEY, "4");
    renderChat({ models });
    await waitFor(() => expect(button().textContent).toBe("Painter"));
    cleanup();
    localStorage.clear();
    renderChat({ models: [...models, aModel({ id: 8, name: "default", display_name: "House default" })] });
    await waitFor(() => expect(button().textContent).toBe("House default"));
    cleanup();
    renderChat({ models });
    await waitFor(() => expect(button().textContent).toBe("GPT Mini"));
  });

  it("lists the groups in the spec's order, with the offline model as 'Offline demo'", async () => {
    renderChat({ models });
    await waitFor(() => expect(button().textContent).toBe("GPT Mini"));
    fireEvent.click(button());
    const listbox = screen.getByRole("listbox");
    const groups = within(listbox).getAllByRole("group");
    expect(
      groups.map(
        (group) =>
          group.getAttribute("aria-labelledby") &&
          document.getElementById(group.getAttribute("aria-labelledby")!)?.textContent,
      ),
    ).toEqual(["Recommended", "Images", "Trial models", "OpenAI", "Anthropic", "Offline"]);
    expect(within(groups[5]!).getByRole("option").textContent).toBe("Offline demo");
    expect(within(listbox).getByRole("option", { name: "Retired" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
    expect(document.activeElement).toBe(search());
  });

  it("is operable with the keyboard: search, arrows skip disabled models, Enter picks and saves", async () => {
    const chat = renderChat({ models });
    await waitFor(() => expect(button().textContent).toBe("GPT Mini"));
    fireEvent.keyDown(button(), { key: "ArrowDown" });
    expect(active()).toContain("GPT Mini");
    fireEvent.change(search(), { target: { value: "gpt" } });
    expect(screen.getAllByTestId("model-dropdown.option").map((o) => o.textContent)).toEqual([
      "GPT Pro",
      "GPT Mini",
    ]);
    expect(active()).toBe("GPT Pro");
    fireEvent.keyDown(search(), { key: "ArrowDown" });
    expect(active()).toContain("GPT Mini");
    fireEvent.keyDown(search(), { key: "ArrowDown" });
    expect(active()).toBe("GPT Pro");
    fireEvent.change(search(), { target: { value: "" } });
    fireEvent.keyDown(search(), { key: "End" });
    expect(active()).toBe("Offline demo");
    fireEvent.keyDown(search(), { key: "ArrowUp" });
    expect(active()).toBe("Claude");
    fireEvent.keyDown(search(), { key: "Enter" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(document.activeElement).toBe(button());
    expect(button().textContent).toBe("Claude");
    await waitFor(() =>
      expect(jsonBody(chat.callsTo("POST", "/api/v1/members/last_used_model/")[0])).toEqual({
        last_used_model: 3,
      }),
    );
    expect(localStorage.getItem(LAST_USED_MODEL_STORAGE_KEY)).toBe("3");
    void LAST_USED;
  });

  it("closes on Escape with focus back on its button, and ignores a click on a disabled model", async () => {
    renderChat({ models });
    await waitFor(() => expect(button().textContent).toBe("GPT Mini"));
    fireEvent.click(button());
    fireEvent.click(screen.getByRole("option", { name: "Retired" }));
    expect(screen.getByRole("listbox")).toBeTruthy();
    fireEvent.keyDown(search(), { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it("sends with the chosen model", async () => {
    const chat = renderChat({
      models,
      routes: {
        "POST /api/v1/messages/send/": {
          status: 200,
          body: { data: { conversation_id: 7, user_message_id: 1, assistant_message_id: null } },
        },
      },
    });
    await waitFor(() => expect(button().textContent).toBe("GPT Mini"));
    fireEvent.click(button());
    fireEvent.click(screen.getByRole("option", { name: "Offline demo" }));
    fireEvent.change(screen.getByTestId("chat-box.input"), { target: { value: "Hello" } });
    fireEvent.keyDown(screen.getByTestId("chat-box.input"), { key: "Enter" });
    await waitFor(() => expect(chat.callsTo("POST", "/api/v1/messages/send/")).toHaveLength(1));
    const body = chat.callsTo("POST", "/api/v1/messages/send/")[0]?.body as FormData;
    expect(body.get("model_id")).toBe("9");
    vi.restoreAllMocks();
  });
});
