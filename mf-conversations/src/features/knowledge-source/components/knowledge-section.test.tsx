import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { BehaviorButton } from "../../behavior-settings/components/behavior-button.tsx";
import { KnowledgeSection } from "./knowledge-section.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LIST = "GET /api/v1/integrations/knowledge/";
const ada = {
  id: 4,
  rememberizer_email: "ada@knowledge.test",
  rememberizer_name: "Ada Knowledge",
  is_active: true,
  status: "Active",
};

function setup(routes: Parameters<typeof createFakeApi>[0]) {
  const fake = createFakeApi(routes);
  const { shell, bus } = createFakeShell({ api: fake.api, pathname: "/conversations/7" });
  const toasts: ParleyEvents["toast.shown"][] = [];
  bus.on("toast.shown", (toast) => toasts.push(toast));
  renderInShell(
    <>
      <BehaviorButton conversationId={7} />
      <KnowledgeSection />
    </>,
    shell,
  );
  return { fake, toasts };
}

describe("the knowledge-source connection", () => {
  it("connects through the service's sign-in, coming back to this page", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    const { fake } = setup({
      [LIST]: { status: 200, body: { results: [] } },
      "POST /api/v1/integrations/knowledge/oauth-initiate/": {
        status: 200,
        body: { authorization_url: "https://knowledge.example/oauth/authorize?state=s" },
      },
    });
    expect((await screen.findByTestId("behavior-settings.knowledge-status")).textContent).toBe(
      "No knowledge-source account is connected.",
    );
    expect(screen.getByTestId("chat-box.behavior-knowledge").textContent).toBe("Knowledge Off");
    fireEvent.click(screen.getByRole("button", { name: "Connect an account" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("https://knowledge.example/oauth/authorize?state=s"),
    );
    const sent = fake.callsTo("POST", "/api/v1/integrations/knowledge/oauth-initiate/")[0];
    expect(JSON.parse(String(sent?.body))).toEqual({ redirect_uri: "/conversations/7" });
  });

  it("shows a connected account (Knowledge On) and removes it after the confirmation", async () => {
    let results = [ada];
    const { fake, toasts } = setup({
      [LIST]: () => ({ status: 200, body: { results } }),
      "DELETE /api/v1/integrations/knowledge/4/": () => {
        results = [];
        return { status: 200, body: { ok: true } };
      },
    });
    expect((await screen.findByTestId("knowledge.account")).textContent).toContain("ada@knowledge.test");
    expect(screen.getByTestId("chat-box.behavior-knowledge").textContent).toBe("Knowledge On");
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    const dialog = screen.getByRole("dialog", { name: "Remove Ada Knowledge" });
    expect(dialog.textContent).toContain("Are you sure you want to remove this knowledge-source account?");
    fireEvent.click(screen.getByRole("button", { name: "Yes, remove it" }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: "success",
        message: "The knowledge-source integration was removed.",
      }),
    );
    expect(fake.callsTo("DELETE", "/api/v1/integrations/knowledge/4/")).toHaveLength(1);
    await screen.findByRole("button", { name: "Connect an account" });
    expect(screen.getByTestId("chat-box.behavior-knowledge").textContent).toBe("Knowledge Off");
  });

  it("says when removing fails, and switches an account off", async () => {
    const { fake, toasts } = setup({
      [LIST]: { status: 200, body: { results: [ada] } },
      "DELETE /api/v1/integrations/knowledge/4/": { status: 500 },
      "POST /api/v1/integrations/knowledge/4/deactivate/": {
        status: 200,
        body: { ...ada, is_active: false },
      },
    });
    fireEvent.click(await screen.findByRole("switch", { name: "Use Ada Knowledge" }));
    await waitFor(() =>
      expect(fake.callsTo("POST", "/api/v1/integrations/knowledge/4/deactivate/")).toHaveLength(1),
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, remove it" }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: "error",
        message: "Something went wrong when removing the integration. Try again.",
      }),
    );
  });

  it("offers Reconnect for an expired account, without the switch", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    setup({
      [LIST]: { status: 200, body: { results: [{ ...ada, status: "Failed" }] } },
      "POST /api/v1/integrations/knowledge/oauth-initiate/": {
        status: 200,
        body: { authorization_url: "https://knowledge.example/oauth/authorize?state=r" },
      },
    });
    expect((await screen.findByTestId("knowledge.account")).textContent).toContain(
      "The connection has expired.",
    );
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.getByTestId("chat-box.behavior-knowledge").textContent).toBe("Knowledge Off");
    fireEvent.click(screen.getByRole("button", { name: "Reconnect" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("https://knowledge.example/oauth/authorize?state=r"),
    );
  });

  it("says when the accounts cannot be read", async () => {
    setup({ [LIST]: { status: 500 } });
    expect((await screen.findByRole("alert")).textContent).toBe("Error fetching integrations.");
  });
});
