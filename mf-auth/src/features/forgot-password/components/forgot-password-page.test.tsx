import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { catalogue } from "@parley/shared-contracts";
import {
  createFakeApi,
  createFakeShell,
  workspaceAnswer,
  type FakeAnswer,
  type FakeRoute,
} from "../../../test/fake-shell.ts";
import { decodeSolution, powChallenge } from "../../../test/pow-challenge.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { ForgotPasswordPage } from "./forgot-password-page.tsx";
import { PasswordSentPage } from "./password-sent-page.tsx";

const WORKSPACE = "GET /api/v1/accounts/acme";
const FORGOT = "POST /api/v1/members/request_reset_password/";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(routes: Record<string, FakeRoute>) {
  const fake = createFakeApi(routes);
  const { shell, navigate } = createFakeShell({ api: fake.api });
  renderInShell(<ForgotPasswordPage subdomain="acme" />, shell);
  return { ...fake, navigate };
}

const email = () => screen.getByTestId<HTMLInputElement>("forgot-password.email");
const submit = () => screen.getByTestId<HTMLButtonElement>("forgot-password.submit");

function requestFor(address: string) {
  fireEvent.change(email(), { target: { value: address } });
  fireEvent.click(submit());
}

/** Captures the multipart fields the page posts. */
function capture(answer: FakeAnswer) {
  const sent: Record<string, string>[] = [];
  const route: FakeRoute = (init) => {
    const body = init?.body;
    if (body instanceof FormData) sent.push(Object.fromEntries([...body].map(([k, v]) => [k, String(v)])));
    return answer;
  };
  return { sent, route };
}

describe("forgot password page", () => {
  it("shows the workspace, the heading, instructions, a required email field and the way back", async () => {
    setup({ [WORKSPACE]: workspaceAnswer(["email_password"]) });
    expect((await screen.findByTestId("forgot-password.workspace-name")).textContent).toBe("Acme");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Forgot password");
    expect(screen.getByText(/We will send you a link to choose a new password/)).toBeTruthy();
    expect(screen.getByLabelText("Work email")).toBe(email());
    expect(email().type).toBe("email");
    expect(email().required).toBe(true);
    expect(email().placeholder).toBe("name@company.com");
    expect(submit().textContent).toBe("Submit");
    const back = screen.getByTestId("forgot-password.return");
    expect(back.textContent).toBe("Return to sign-in");
    expect(back.getAttribute("href")).toBe("/sign-in");
  });

  it("redirects to sign-in with the password-disabled error when the workspace has no password sign-in", async () => {
    const fake = setup({ [WORKSPACE]: workspaceAnswer(["google"]) });
    await waitFor(() =>
      expect(fake.navigate).toHaveBeenCalledWith("/sign-in?error=password_disabled", { replace: true }),
    );
    expect(screen.queryByTestId("forgot-password.email")).toBeNull();
  });

  it("checks the address before sending anything", async () => {
    const fake = setup({ [WORKSPACE]: workspaceAnswer(["email_password"]) });
    await screen.findByTestId("forgot-password.email");
    fireEvent.click(submit());
    expect(screen.getByText("Enter your work email address.")).toBeTruthy();
    expect(document.activeElement).toBe(email());
    requestFor("not-an-address");
    expect(screen.getByText(/Enter a valid email address/)).toBeTruthy();
    expect(email().getAttribute("aria-invalid")).toBe("true");
    expect(fake.callsTo("POST", "/api/v1/members/request_reset_password/")).toHaveLength(0);
  });

  it("posts email and captcha as a multipart form, disables the button until the reply, then shows /password/sent", async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const pending = new Promise<FakeAnswer>((resolve) => (answer = resolve));
    const sent: Record<string, string>[] = [];
    const fake = setup({
      [WORKSPACE]: workspaceAnswer(["email_password"]),
      [FORGOT]: (init) => {
        if (init?.body instanceof FormData)
          sent.push(Object.fromEntries([...init.body].map(([k, v]) => [k, String(v)])));
        return pending;
      },
    });
    await screen.findByTestId("forgot-password.email");
    requestFor("  owner@acme.test ");
    await waitFor(() => expect(submit().disabled).toBe(true));
    expect(submit().textContent).toBe("Sending…");
    fireEvent.click(submit());
    answer({ status: 200, body: { type: "success", errors: [], data: null } });
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith("/password/sent"));
    expect(sent).toEqual([{ email: "owner@acme.test", captcha: "" }]);
  });

  it("solves a fresh proof-of-work challenge for every submission", async () => {
    let issued = 0;
    const { sent, route } = capture({
      status: 400,
      body: { type: "captcha_failed", errors: ["The security check failed."], data: null },
    });
    setup({
      [WORKSPACE]: workspaceAnswer(["email_password"], { proof_of_work: { forms: ["login", "reset"] } }),
      "GET /api/v1/authentication/captcha/?form=reset": () => ({
        status: 200,
        body: powChallenge("reset", 100 + ++issued),
      }),
      [FORGOT]: route,
    });
    await screen.findByTestId("forgot-password.email");
    requestFor("owner@acme.test");
    expect((await screen.findByTestId("forgot-password.error")).textContent).toBe(
      "The security check failed.",
    );
    fireEvent.click(submit());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((fields) => decodeSolution(fields.captcha).number)).toEqual([101, 102]);
  });

  it("resets the captcha after every submission and sends a fresh token", async () => {
    const reset = vi.fn();
    let callback: (token: string) => void = () => undefined;
    let issued = 0;
    window.turnstile = {
      render: (_el, options) => {
        callback = options.callback;
        return "widget-1";
      },
      execute: () => callback(`token-${++issued}`),
      reset,
      remove: vi.fn(),
    };
    try {
      const { sent, route } = capture({
        status: 400,
        body: { type: "captcha_failed", errors: ["The security check failed."], data: null },
      });
      setup({
        [WORKSPACE]: workspaceAnswer(["email_password"], {
          captcha: { provider: "turnstile", site_key: "0x4AAA" },
        }),
        [FORGOT]: route,
      });
      await screen.findByTestId("forgot-password.email");
      requestFor("owner@acme.test");
      expect((await screen.findByTestId("forgot-password.error")).textContent).toBe(
        "The security check failed.",
      );
      expect(reset).toHaveBeenCalledTimes(1);
      fireEvent.click(submit());
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent.map((fields) => fields.captcha)).toEqual(["token-1", "token-2"]);
      await waitFor(() => expect(reset).toHaveBeenCalledTimes(2));
    } finally {
      delete window.turnstile;
    }
  });

  it.each<[string, FakeAnswer, string]>([
    [
      "a 4xx with errors shows the first",
      { status: 429, body: { type: "rate_limited", errors: ["Slow down.", "Really."], data: null } },
      "Slow down.",
    ],
    ["a 4xx without errors shows a default", { status: 400, body: {} }, catalogue["error.other"]],
    [
      "a 5xx shows the generic server message",
      { status: 500, body: { error: { message: "boom" } } },
      catalogue["error.server"],
    ],
  ])("%s", async (_name, answer, text) => {
    const fake = setup({ [WORKSPACE]: workspaceAnswer(["email_password"]), [FORGOT]: answer });
    await screen.findByTestId("forgot-password.email");
    requestFor("owner@acme.test");
    expect((await screen.findByTestId("forgot-password.error")).textContent).toBe(text);
    expect(fake.navigate).not.toHaveBeenCalled();
    expect(submit().disabled).toBe(false);
  });

  it("a 4xx of type password_disabled redirects to sign-in with that error", async () => {
    const fake = setup({
      [WORKSPACE]: workspaceAnswer(["email_password"]),
      [FORGOT]: { status: 403, body: { type: "password_disabled", errors: ["disabled"], data: null } },
    });
    await screen.findByTestId("forgot-password.email");
    requestFor("owner@acme.test");
    await waitFor(() =>
      expect(fake.navigate).toHaveBeenCalledWith("/sign-in?error=password_disabled", { replace: true }),
    );
  });
});

describe("reset sent page", () => {
  it("shows the workspace's logo", async () => {
    const fake = createFakeApi({
      [WORKSPACE]: workspaceAnswer(["email_password"], { logo: "/api/v1/assets/acme-logo.svg" }),
    });
    renderInShell(<PasswordSentPage subdomain="acme" />, createFakeShell({ api: fake.api }).shell);
    expect((await screen.findByTestId("password-sent.logo")).getAttribute("src")).toBe(
      "/api/v1/assets/acme-logo.svg",
    );
  });

  it("says the same for every address and leads back to sign-in", () => {
    const { shell, navigate } = createFakeShell({ api: createFakeApi({}).api });
    renderInShell(<PasswordSentPage subdomain="acme" />, shell);
    expect(screen.getByTestId("password-sent.title").textContent).toBe("Check your email");
    expect(screen.getByText(/If this address belongs to a member of the workspace/)).toBeTruthy();
    fireEvent.click(screen.getByTestId("password-sent.return"));
    expect(navigate).toHaveBeenCalledWith("/sign-in");
  });
});
