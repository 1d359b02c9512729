import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { TeamChatChannels } from "@parley/shared-contracts/api/team-chat";
import { createFakeApi, createFakeShell, jsonBody, type FakeRoute } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { TeamChatSection } from "./team-chat-section.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CHANNELS = "GET /api/v1/integrations/slack/channels/?conversation=7";
const LINK = "/api/v1/integrations/slack/link/7/";
const installed = (patch: Partial<TeamChatChannels> = {}): TeamChatChannels => ({
  integration_name: "Slack",
  installed: true,
  can_install: true,
  team_name: "Acme Slack",
  channels: [
    { id: "C1", name: "general", is_private: false },
    { id: "G2", name: "leadership", is_private: true },
  ],
  share: null,
  ...patch,
});

/** Text without the Unicode isolates around channel names. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u2066-\u2069]/g, "");

function setup(routes: Record<string, FakeRoute>, owner = true) {
  const fake = createFakeApi(routes);
  const { shell } = createFakeShell({ api: fake.api, pathname: "/conversations/7" });
  const onShared = vi.fn();
  renderInShell(<TeamChatSection conversationId={7} owner={owner} onShared={onShared} />, shell);
  return { fake, onShared };
}

describe("the team chat share of the collaborate/share dialog", () => {
  it("offers 'Add to Slack' in a new window and reads again until the app is there", async () => {
    let isInstalled = false;
    const tab = { opener: {}, location: { href: "" }, close: vi.fn() };
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const { fake } = setup({
      [CHANNELS]: () => ({
        status: 200,
        body: isInstalled ? installed() : installed({ installed: false, team_name: null, channels: [] }),
      }),
      "POST /api/v1/integrations/slack/add/": () => {
        isInstalled = true;
        return { status: 200, body: { authorization_url: "https://slack.test/oauth/v2/authorize?x=1" } };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add to Slack" }));
    expect(open).toHaveBeenCalledWith("", "_blank");
    await waitFor(() => expect(tab.location.href).toBe("https://slack.test/oauth/v2/authorize?x=1"));
    expect(tab.opener).toBeNull();
    expect(jsonBody(fake.callsTo("POST", "/api/v1/integrations/slack/add/")[0])).toEqual({
      redirect_uri: "/conversations/7",
    });
    expect(await screen.findByLabelText("Channel", {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByTestId("team-chat.waiting")).toBeNull();
  });

  it("tells members who may not install whom to ask", async () => {
    setup({ [CHANNELS]: () => ({ status: 200, body: installed({ installed: false, can_install: false }) }) });
    expect(
      await screen.findByText("An owner or admin of your workspace can add the Slack app."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add to Slack" })).toBeNull();
  });

  it("lists channels (private marked); Send waits for a choice and posts it", async () => {
    const { fake, onShared } = setup({
      [CHANNELS]: () => ({ status: 200, body: installed() }),
      [`POST ${LINK}`]: () => ({
        status: 200,
        body: {
          share: { channel_id: "C1", channel_name: "general", shared_at: "" },
          collaboration_slug: "s1",
        },
      }),
    });
    const picker = await screen.findByLabelText<HTMLSelectElement>("Channel");
    expect([...picker.options].map((o) => plain(o.text))).toEqual([
      "Choose a channel",
      "#general",
      "#leadership (private)",
    ]);
    const send = screen.getByRole<HTMLButtonElement>("button", { name: "Send" });
    expect(send.disabled).toBe(true);
    fireEvent.change(picker, { target: { value: "C1" } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() => expect(onShared).toHaveBeenCalledWith("s1"));
    expect(jsonBody(fake.callsTo("POST", LINK)[0])).toEqual({ channel_id: "C1", channel_name: "general" });
  });

  it("shows the tip to invite the bot on not_in_channel, and the server's message otherwise", async () => {
    let code = "not_in_channel";
    setup({
      [CHANNELS]: () => ({ status: 200, body: installed() }),
      [`POST ${LINK}`]: () => ({ status: 409, body: { error: { code, message: "Slack said no." } } }),
    });
    fireEvent.change(await screen.findByLabelText("Channel"), { target: { value: "G2" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    const tip = await screen.findByTestId("team-chat.not-in-channel");
    expect(plain(tip.textContent)).toContain("The Parley app is not in #leadership");
    expect(tip.textContent).toContain("/invite @Parley");
    code = "slack_error";
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByTestId("team-chat.error")).textContent).toBe("Sharing failed: Slack said no.");
  });

  it("shows the share with End share for the owner, and only the share for a collaborator", async () => {
    let shared = true;
    const { fake } = setup({
      [CHANNELS]: () => ({
        status: 200,
        body: installed({
          share: shared ? { channel_id: "C1", channel_name: "general", shared_at: "" } : null,
        }),
      }),
      [`DELETE ${LINK}`]: () => {
        shared = false;
        return { status: 204 };
      },
    });
    expect(plain((await screen.findByTestId("team-chat.shared")).textContent)).toBe(
      "Shared to #general on Acme Slack.",
    );
    fireEvent.click(screen.getByRole("button", { name: "End share" }));
    expect(await screen.findByLabelText("Channel")).toBeTruthy();
    expect(fake.callsTo("DELETE", LINK)).toHaveLength(1);
    cleanup();

    setup({ [CHANNELS]: () => ({ status: 200, body: installed() }) }, false);
    expect(
      await screen.findByText("Only the owner of the conversation can share it to a team chat."),
    ).toBeTruthy();
  });
});
