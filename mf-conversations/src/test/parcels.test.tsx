// The exposed parcels through their single-spa lifecycles (kept out of parcels/, which holds only the doors).
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { AppProps } from "single-spa";
import { parcelHarness } from "@parley/ui-kit/testing/parcel-harness.ts";
import {
  SHELL_CONTRACT_VERSION,
  type ParcelModule,
  type ShellProps,
  type ShellSession,
} from "@parley/shared-contracts/shell";
import chatScreenParcel from "../parcels/chat-screen.tsx";
import sidebarParcel from "../parcels/conversation-sidebar.tsx";
import { createFakeApi, createFakeShell } from "./fake-shell.ts";
import { aConversation, aMessage, aModel } from "./fixtures.ts";
import "./setup-i18n.ts";

type AnyParcel = ParcelModule<ShellProps & AppProps & { routeParams?: Record<string, string> }>;

const { mount } = parcelHarness("mf_conversations");

const routes = {
  "GET /api/v1/models/": { status: 200, body: { results: [aModel()] } },
  "GET /api/v1/conversations/?ordering=-modified&page=1&page_size=20": {
    status: 200,
    body: { count: 0, next: null, results: [] },
  },
};

describe("the parcels", () => {
  it("declare the contract version they were built against and can update", () => {
    for (const parcel of [chatScreenParcel, sidebarParcel]) {
      expect(parcel.requiredContractVersion).toBe(SHELL_CONTRACT_VERSION);
      expect(typeof parcel.update).toBe("function");
    }
  });

  it("mount the chat screen and the sidebar side by side, and unmount cleanly", async () => {
    const fake = createFakeApi(routes);
    const { shell } = createFakeShell({ api: fake.api });
    const chat = await mount(chatScreenParcel as AnyParcel, shell, { routeParams: {} });
    await mount(sidebarParcel as AnyParcel, shell);
    expect(await screen.findByTestId("chat-box.input")).toBeTruthy();
    expect(await screen.findByTestId("sidebar.new")).toBeTruthy();
    expect(screen.getByTestId("sidebar.empty").textContent).toBe("No conversations yet.");
    await chat.unmount();
    expect(chat.domElement.innerHTML).toBe("");
  });

  it("follow new route parameters on update", async () => {
    const fake = createFakeApi({
      ...routes,
      "GET /api/v1/conversations/7/": { status: 404, body: { error: { message: "Not found" } } },
      "GET /api/v1/conversations/7/messages/?limit=10": { status: 404 },
    });
    const { shell } = createFakeShell({ api: fake.api });
    const { props } = await mount(chatScreenParcel as AnyParcel, shell, { routeParams: {} });
    await screen.findByTestId("message-list.empty");
    await chatScreenParcel.update?.({ ...props, routeParams: { conversationId: "7" } });
    expect((await screen.findByTestId("chat.load-error")).textContent).toContain(
      "Conversation does not exist",
    );
  });

  it("show the conversation another remote names, without sub-header or page title (the routine screen)", async () => {
    const conversation = aConversation({ id: 42, name: "Weekly incidents" });
    const fake = createFakeApi({
      ...routes,
      "GET /api/v1/conversations/42/": { status: 200, body: conversation },
      "GET /api/v1/conversations/42/messages/?limit=10": {
        status: 200,
        body: {
          results: [aMessage({ id: 1, conversation_id: 42, content: "Summarise", sent_by_routine: true })],
          has_more: false,
        },
      },
    });
    // The shell's route is the routine's, which names no conversation.
    const { shell } = createFakeShell({ api: fake.api, pathname: "/routines/42" });
    document.title = "Routine title";
    await mount(chatScreenParcel as AnyParcel, shell, { conversationId: 42, embedded: true });
    // The conversation's cost shows once it is read; its messages are asked for.
    expect(await screen.findByTestId("cost.label")).toBeTruthy();
    expect(fake.callsTo("GET", "/api/v1/conversations/42/messages/?limit=10")).toHaveLength(1);
    expect(screen.getByTestId("chat-box.input")).toBeTruthy();
    expect(screen.queryByTestId("breadcrumb.current")).toBeNull();
    expect(screen.queryByTestId("sub-header.new")).toBeNull();
    expect(document.title).toBe("Routine title");
  });

  it("follow the route as usual when the embedding props are incomplete", async () => {
    const fake = createFakeApi(routes);
    const { shell } = createFakeShell({ api: fake.api });
    await mount(chatScreenParcel as AnyParcel, shell, { routeParams: {}, conversationId: 42 });
    expect((await screen.findByTestId("breadcrumb.current")).textContent).toBe("New conversation");
    expect(fake.callsTo("GET", "/api/v1/conversations/42/")).toHaveLength(0);
  });

  it("render a translated message in place of a crashed tree and report it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fake = createFakeApi({ ...routes, "POST /api/v1/remotes/errors": { status: 204 } });
    const { shell } = createFakeShell({ api: fake.api });
    // A session the tree cannot read makes the root component throw while rendering.
    await mount(
      chatScreenParcel as AnyParcel,
      { ...shell, session: null as unknown as ShellSession },
      { routeParams: {} },
    );
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The conversation area stopped working.",
    );
    await waitFor(() => expect(fake.callsTo("POST", "/api/v1/remotes/errors")).toHaveLength(1));
    vi.restoreAllMocks();
  });
});
