import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { createFakeApi, createFakeShell, signedInProfile } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { ChatBox } from "./chat-box.tsx";

afterEach(cleanup);

const member = {
  ...signedInProfile,
  role: "member" as const,
  account: { ...signedInProfile.account, is_owner_or_admin: false },
};

/** The chat box with no model to choose; `shellOpensAdminSite`: the host listens for the request. */
function renderWithoutModels(profile = signedInProfile, shellOpensAdminSite = true) {
  const { shell, bus } = createFakeShell({ api: createFakeApi({}).api, profile });
  const requests: ParleyEvents["admin-site.open-requested"][] = [];
  if (shellOpensAdminSite) bus.on("admin-site.open-requested", (request) => requests.push(request));
  const onSend = vi.fn();
  renderInShell(
    <ChatBox
      conversation={undefined}
      models={[]}
      modelsLoading={false}
      model={null}
      onChooseModel={vi.fn()}
      onSend={onSend}
      replyArriving={false}
      onStop={null}
      stopping={false}
    />,
    shell,
  );
  return { requests, onSend };
}

describe("the 'No model available' notice", () => {
  it("points an owner or admin to the admin site, which the shell opens on its models page", () => {
    const { requests } = renderWithoutModels();
    expect(screen.getByTestId("chat-box.no-model-title").textContent).toBe("No model available");
    expect(screen.getByTestId("chat-box.no-model-help").textContent).toBe(
      "Add a model or your own model API keys on the admin site.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Open the admin site" }));
    expect(requests).toEqual([{ page: "models" }]);
  });

  it("tells a member to contact their admin, without the admin site", () => {
    renderWithoutModels(member);
    expect(screen.getByTestId("chat-box.no-model-title").textContent).toBe("No model available");
    expect(screen.getByTestId("chat-box.no-model-help").textContent).toBe("Please contact your admin.");
    expect(screen.queryByTestId("chat-box.admin-site")).toBeNull();
  });

  it("keeps the owner's words but offers no button a shell that does not open the admin site would ignore", () => {
    renderWithoutModels(signedInProfile, false);
    expect(screen.getByTestId("chat-box.no-model-help").textContent).toContain("admin site");
    expect(screen.queryByTestId("chat-box.admin-site")).toBeNull();
  });

  it("is announced when a send to the AI is refused for it; the text stays", () => {
    const { onSend } = renderWithoutModels(member);
    expect(screen.getByTestId("chat-box.no-model").getAttribute("role")).toBe("status");
    const input = screen.getByTestId<HTMLTextAreaElement>("chat-box.input");
    fireEvent.change(input, { target: { value: "Hello" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(screen.getByTestId("chat-box.no-model").getAttribute("role")).toBe("alert");
    expect(screen.getByTestId("chat-box.no-model-help").textContent).toBe("Please contact your admin.");
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toBe("Hello");
  });
});
