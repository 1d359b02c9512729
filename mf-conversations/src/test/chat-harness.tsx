import { vi } from "vitest";
import { MESSAGE_PAGE_SIZE } from "@parley/shared-contracts/constants";
import type { Conversation } from "@parley/shared-contracts/api/conversations";
import type { Message } from "@parley/shared-contracts/api/messages";
import type { Model } from "@parley/shared-contracts/api/models";
import type { ShellProps } from "@parley/shared-contracts/shell";
import { ChatScreen } from "../features/chat/components/chat-screen.tsx";
import { createFakeApi, createFakeShell, type FakeRoute } from "./fake-shell.ts";
import { aConversation, aModel } from "./fixtures.ts";
import { renderInShell } from "./render-in-shell.tsx";

export const MODELS = "GET /api/v1/models/";
export const SEND = "POST /api/v1/messages/send/";
export const STREAM = "POST /api/v1/messages/stream/";
export const LAST_USED = "POST /api/v1/members/last_used_model/";

export const conversationRoute = (id: number) => `GET /api/v1/conversations/${id}/`;
export const messagesRoute = (id: number, before?: number) =>
  `GET /api/v1/conversations/${id}/messages/?limit=${MESSAGE_PAGE_SIZE}${before === undefined ? "" : `&before=${before}`}`;

export interface ChatSetup {
  conversation?: Conversation | null;
  messages?: Message[];
  hasMore?: boolean;
  models?: Model[];
  routes?: Record<string, FakeRoute>;
  routeParams?: Record<string, string>;
  /** The host's upload service (absent: a host that offers none). */
  upload?: ShellProps["upload"];
}

/** The chat screen against a fake server holding one conversation (or none, for a new one). */
export function renderChat(setup: ChatSetup = {}) {
  const conversation = setup.conversation === undefined ? aConversation() : setup.conversation;
  const routes: Record<string, FakeRoute> = {
    [MODELS]: { status: 200, body: { results: setup.models ?? [aModel()] } },
    [LAST_USED]: { status: 200, body: { ok: true } },
  };
  if (conversation) {
    routes[conversationRoute(conversation.id)] = { status: 200, body: conversation };
    routes[messagesRoute(conversation.id)] = {
      status: 200,
      body: { results: setup.messages ?? [], has_more: setup.hasMore ?? false },
    };
  }
  Object.assign(routes, setup.routes);
  const fake = createFakeApi(routes);
  const routeParams = setup.routeParams ?? (conversation ? { conversationId: String(conversation.id) } : {});
  const { shell, navigate, bus } = createFakeShell({ api: fake.api });
  if (setup.upload) shell.upload = setup.upload;
  const toasts: { kind: string; message: string }[] = [];
  bus.on("toast.shown", (toast) => toasts.push(toast));
  const streamOptions = { retryDelayMs: 0 };
  const view = renderInShell(<ChatScreen routeParams={routeParams} streamOptions={streamOptions} />, shell);
  return {
    ...fake,
    ...view,
    shell,
    navigate,
    bus,
    toasts,
    /** The host's answer to navigate(): new route parameters through a props update. */
    goTo(params: Record<string, string>) {
      view.rerenderWith(shell, <ChatScreen routeParams={params} streamOptions={streamOptions} />);
    },
  };
}

/** Clipboard spy (jsdom has none). */
export function fakeClipboard(write: (text: string) => Promise<void> = async () => undefined) {
  const writeText = vi.fn(write);
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  return writeText;
}
