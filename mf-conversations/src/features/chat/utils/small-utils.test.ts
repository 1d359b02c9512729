import { describe, expect, it } from "vitest";
import { CONTENT_TRUNCATED_SUFFIX } from "@parley/shared-contracts/constants";
import { DEFAULT_VIEW_SETTINGS as CONTRACT_DEFAULTS } from "@parley/shared-contracts/api/conversation-defaults";
import { HttpError } from "@parley/ui-kit/http-error.ts";
import { costWarningDue, formatUsd } from "./format-cost.ts";
import { chatPageTitle } from "./page-title.ts";
import { conversationIdFromRoute, conversationPath } from "./route-conversation.ts";
import { actionErrorText, MissingConversationIdError } from "./send-error.ts";
import { truncateForCopy } from "./truncate-for-copy.ts";
import { DEFAULT_VIEW_SETTINGS } from "./view-settings.ts";

describe("route parameter", () => {
  it.each([
    [undefined, 0],
    ["0", 0],
    ["new", 0],
    ["12abc", 0],
    ["-3", 0],
    ["1.5", 0],
    ["42", 42],
    ["99999999999999999999", 0],
  ])("%j opens conversation %i", (parameter, id) => {
    expect(conversationIdFromRoute(parameter)).toBe(id);
  });

  it("maps back to paths", () => {
    expect(conversationPath(0)).toBe("/conversations/new");
    expect(conversationPath(5)).toBe("/conversations/5");
  });
});

describe("page title", () => {
  it("joins conversation, account and product", () => {
    expect(chatPageTitle("Trip", "Acme")).toBe("Trip | Acme | Parley");
    expect(chatPageTitle("Trip", null)).toBe("Trip | Parley");
  });

  it("cuts a long name with an ellipsis", () => {
    const title = chatPageTitle("x".repeat(100), "Acme");
    expect(title).toBe(`${"x".repeat(47)}… | Acme | Parley`);
  });
});

describe("cost", () => {
  it("formats USD in the reader's language", () => {
    expect(formatUsd("0.03", "en")).toBe("$0.03");
    expect(formatUsd("1234.5", "en")).toBe("$1,234.50");
    expect(formatUsd("not a number", "en")).toBe("$0.00");
    expect(formatUsd("0.03", "fr")).toMatch(/0,03/);
  });

  it("warns from $5", () => {
    expect(costWarningDue("4.99")).toBe(false);
    expect(costWarningDue("5.00")).toBe(true);
    expect(costWarningDue("12")).toBe(true);
    expect(costWarningDue("")).toBe(false);
  });
});

describe("copy truncation", () => {
  it("keeps text within the limit and cuts longer text with the suffix", () => {
    expect(truncateForCopy("short", 100)).toEqual({ text: "short", truncated: false });
    const cut = truncateForCopy("y".repeat(200), 100);
    expect(cut.truncated).toBe(true);
    expect(cut.text.endsWith(CONTENT_TRUNCATED_SUFFIX)).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(100);
  });
});

describe("error texts of send, edit and regenerate", () => {
  const t = ((key: string) => `t:${key}`) as Parameters<typeof actionErrorText>[1];
  const server = (status: number, message: string) => new HttpError(status, { error: { message } });

  it("shows the token-limit text for a 400 'Token limit exceeded'", () => {
    expect(actionErrorText(server(400, "Token limit exceeded"), t, "fallback")).toBe("t:send.tokenLimit");
    expect(actionErrorText(server(413, "Token limit exceeded"), t, "fallback")).toBe("Token limit exceeded");
  });

  it("prefers the server's message, else the fallback", () => {
    expect(actionErrorText(server(400, "Model is disabled"), t, "fallback")).toBe("Model is disabled");
    expect(actionErrorText(new HttpError(500, null), t, "fallback")).toBe("fallback");
    expect(actionErrorText(new TypeError("offline"), t, "fallback")).toBe("fallback");
  });

  it("names a send answer without a conversation id", () => {
    expect(actionErrorText(new MissingConversationIdError(), t, "fallback")).toBe("t:send.noConversationId");
  });
});

describe("view settings", () => {
  it("default as the contract says", () => {
    expect(DEFAULT_VIEW_SETTINGS).toEqual(CONTRACT_DEFAULTS);
  });
});
