import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { createFakeApi, createFakeShell, jsonBody, type FakeRoute } from "../../../test/fake-shell.ts";
import { aConversation, ada, bob } from "../../../test/fixtures.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { CollaborationControls } from "./collaboration-controls.tsx";

const DETAIL = "GET /api/v1/conversations/7/";
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(cleanup);

function setup(routes: Record<string, FakeRoute>, flags: Record<string, boolean> = {}) {
  const fake = createFakeApi(routes);
  const { shell, navigate, bus } = createFakeShell({ api: fake.api, flags });
  const events: { collaboration: ParleyEvents["conversation.collaboration-changed"][]; toasts: string[] } = {
    collaboration: [],
    toasts: [],
  };
  bus.on("conversation.collaboration-changed", (event) => events.collaboration.push(event));
  bus.on("toast.shown", (event) => events.toasts.push(event.message));
  renderInShell(<CollaborationControls conversationId={7} />, shell);
  return { fake, navigate, bus, events };
}

async function openDialog() {
  const button = await screen.findByRole<HTMLButtonElement>("button", { name: "Collaborate and share" });
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
  return screen.findByRole("dialog", { name: "Collaborate and share" });
}

describe("the owner", () => {
  it("starts collaboration, then copies the link with 2 s feedback", async () => {
    let slug: string | null = null;
    const { fake, events } = setup({
      [DETAIL]: () => ({
        status: 200,
        body: aConversation({ is_collaborative: slug !== null, collaboration_slug: slug }),
      }),
      "POST /api/v1/collaboration/enable/": () => {
        slug = "s3cr3t";
        return {
          status: 200,
          body: { data: { collaboration_slug: slug, conversation_id: 7, access_link: "x" } },
        };
      },
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Start collaboration" }));
    const link = await within(dialog).findByRole<HTMLInputElement>("textbox", { name: "Collaboration link" });
    expect(link.value).toBe(`${window.location.origin}/conversation/s3cr3t`);
    expect(jsonBody(fake.callsTo("POST", "/api/v1/collaboration/enable/")[0])).toEqual({
      conversation_id: 7,
    });
    expect(events.collaboration).toEqual([{ conversationId: 7, change: "enabled" }]);

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      fireEvent.click(within(dialog).getByRole("button", { name: "Copy link" }));
      await vi.waitFor(() => expect(within(dialog).getByRole("button", { name: "Copied!" })).toBeTruthy());
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/conversation/s3cr3t`);
      vi.advanceTimersByTime(1900);
      await Promise.resolve();
      expect(within(dialog).queryByRole("button", { name: "Copied!" })).not.toBeNull();
      vi.advanceTimersByTime(200);
      await vi.waitFor(() => expect(within(dialog).getByRole("button", { name: "Copy link" })).toBeTruthy());
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops collaboration only after confirming, and shows the server's reason when it fails", async () => {
    let fail = true;
    const { fake, events } = setup({
      [DETAIL]: {
        status: 200,
        body: aConversation({ is_collaborative: true, collaboration_slug: "abc", participants: [ada, bob] }),
      },
      "POST /api/v1/collaboration/disable/": () =>
        fail
          ? {
              status: 403,
              body: { error: { message: "Only the owner can stop collaboration", code: "forbidden" } },
            }
          : { status: 200, body: { data: { conversation_id: 7 } } },
    });
    let dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Stop collaboration" }));
    const confirm = await screen.findByRole("dialog", { name: "Stop collaboration?" });
    expect(fake.callsTo("POST", "/api/v1/collaboration/disable/")).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    dialog = await screen.findByRole("dialog", { name: "Collaborate and share" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Stop collaboration" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Stop collaboration?" })).getByRole("button", {
        name: "Stop collaboration",
      }),
    );
    await waitFor(() =>
      expect(events.toasts).toEqual(["Failed to stop collaboration: Only the owner can stop collaboration"]),
    );
    fail = false;
    dialog = await screen.findByRole("dialog", { name: "Collaborate and share" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Stop collaboration" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Stop collaboration?" })).getByRole("button", {
        name: "Stop collaboration",
      }),
    );
    await waitFor(() => expect(events.collaboration).toEqual([{ conversationId: 7, change: "disabled" }]));
    expect(jsonBody(fake.callsTo("POST", "/api/v1/collaboration/disable/")[1])).toEqual({
      conversation_id: 7,
    });
  });
});

describe("a collaborator", () => {
  it("sees no owner controls and leaves after confirming", async () => {
    const { fake, navigate, events } = setup({
      [DETAIL]: {
        status: 200,
        body: aConversation({
          requester_is_owner: false,
          is_collaborative: true,
          collaboration_slug: "abc",
          participants: [ada, bob],
        }),
      },
      "POST /api/v1/collaboration/leave/": { status: 200, body: { data: { conversation_id: 7 } } },
    });
    const dialog = await openDialog();
    expect(within(dialog).getByText("You collaborate on this conversation with Ada Owner.")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Start collaboration" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Stop collaboration" })).toBeNull();
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Leave conversation" }));
    const confirm = await screen.findByRole("dialog", { name: "Leave this conversation?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Leave conversation" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/conversations/new"));
    expect(jsonBody(fake.callsTo("POST", "/api/v1/collaboration/leave/")[0])).toEqual({ conversation_id: 7 });
    expect(events.collaboration).toEqual([{ conversationId: 7, change: "left" }]);
  });

  it("is not offered leaving in a CSA conversation", async () => {
    setup({
      [DETAIL]: {
        status: 200,
        body: aConversation({
          requester_is_owner: false,
          is_csa: true,
          is_collaborative: true,
          participants: [ada, bob],
        }),
      },
    });
    const dialog = await openDialog();
    expect(within(dialog).queryByRole("button", { name: "Leave conversation" })).toBeNull();
  });

  it("is told at once when the owner stops collaboration", async () => {
    const { bus, navigate, events } = setup({
      [DETAIL]: {
        status: 200,
        body: aConversation({ requester_is_owner: false, is_collaborative: true, participants: [ada, bob] }),
      },
    });
    await screen.findByTestId("participants.group");
    // Another conversation's revocation is not this page's business.
    bus.emit("realtime.event", { type: "collaboration_disabled", conversation_id: 8 });
    expect(screen.queryByTestId("collaboration.revoked")).toBeNull();
    bus.emit("realtime.event", { type: "collaboration_disabled", conversation_id: 7 });
    const notice = await screen.findByRole("dialog", { name: "Collaboration ended" });
    expect(notice.textContent).toContain("You no longer have access to it.");
    expect(events.collaboration).toEqual([{ conversationId: 7, change: "revoked" }]);
    fireEvent.click(within(notice).getByRole("button", { name: "Start a new conversation" }));
    expect(navigate).toHaveBeenCalledWith("/conversations/new", { replace: true });
  });
});

describe("participants", () => {
  it("shows five avatars and a '+N' chip naming the others; re-reads them when someone joins", async () => {
    const people = ["Ada Owner", "Bob B", "Cy C", "Di D", "Ed E", "Flo F", "Gus G"].map((name, index) => ({
      id: index + 1,
      name,
      image_url: null,
      email: `${index}@acme.test`,
    }));
    let count = 2;
    const { bus, fake } = setup({
      [DETAIL]: () => ({
        status: 200,
        body: aConversation({ is_collaborative: true, participants: people.slice(0, count) }),
      }),
    });
    await waitFor(() => expect(screen.getAllByTestId("participants.avatar")).toHaveLength(2));
    count = 7;
    bus.emit("realtime.event", {
      type: "user_joined_conversation",
      conversation_id: 7,
      user: { id: 7, name: "Gus G" },
    });
    await waitFor(() => expect(screen.getAllByTestId("participants.avatar")).toHaveLength(5));
    const more = screen.getByTestId("participants.more");
    expect(more.querySelector("[aria-hidden='true']")?.textContent).toBe("+2");
    expect(within(more).getByText("2 more participants: Flo F, Gus G")).toBeTruthy();
    expect(fake.callsTo("GET", "/api/v1/conversations/7/")).toHaveLength(2);
  });

  it("hides everything when the account's collaboration flag is off", async () => {
    const { fake } = setup({ [DETAIL]: { status: 200, body: aConversation() } }, { collaboration: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("button", { name: "Collaborate and share" })).toBeNull();
    expect(fake.calls).toHaveLength(0);
  });
});

describe("the team chat share", () => {
  const routes = {
    [DETAIL]: { status: 200, body: aConversation() },
    "GET /api/v1/integrations/slack/channels/?conversation=7": {
      status: 200,
      body: {
        integration_name: "Slack",
        installed: false,
        can_install: true,
        team_name: null,
        channels: [],
        share: null,
      },
    },
  };

  it("is in the dialog only with the account's team_chat_share flag", async () => {
    const { fake } = setup(routes);
    const dialog = await openDialog();
    expect(within(dialog).queryByRole("heading", { name: "Team chat" })).toBeNull();
    expect(fake.callsTo("GET", "/api/v1/integrations/slack/channels/?conversation=7")).toHaveLength(0);
    cleanup();

    setup(routes, { team_chat_share: true });
    const shown = await openDialog();
    expect(await within(shown).findByRole("button", { name: "Add to Slack" })).toBeTruthy();
  });
});

describe("a new conversation (not sent yet)", () => {
  it("shows the button from the start and says the first message creates the conversation", async () => {
    const fake = createFakeApi({});
    const { shell } = createFakeShell({ api: fake.api });
    renderInShell(<CollaborationControls conversationId={0} />, shell);
    const button = await screen.findByRole<HTMLButtonElement>("button", { name: "Collaborate and share" });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Collaborate and share" });
    expect(dialog.textContent).toContain("Send the first message to create this conversation");
    // Nothing to ask the server about a conversation that does not exist.
    expect(fake.calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
