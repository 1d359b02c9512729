import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { catalogue, SIGN_IN_ERROR_CODES, signInErrorKey } from "@parley/shared-contracts";
import { loadCatalogue } from "@parley/shared-contracts/locales/index";
import {
  createFakeApi,
  createFakeShell,
  signedInProfile,
  workspaceAnswer,
  type FakeAnswer,
  type FakeRoute,
} from "../../../test/fake-shell.ts";
import { decodeSolution, powChallenge } from "../../../test/pow-challenge.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { SignInPage } from "./sign-in-page.tsx";

const WORKSPACE = "GET /api/v1/accounts/acme";
const LOGIN = "POST /api/v1/authentication/login/";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(
  routes: Record<string, FakeRoute>,
  options: { search?: string; profile?: typeof signedInProfile } = {},
) {
  const fake = createFakeApi(routes);
  const { shell, navigate, refresh } = createFakeShell({ api: fake.api, ...options });
  const view = renderInShell(<SignInPage subdomain="acme" />, shell);
  return { ...fake, ...view, shell, navigate, refresh };
}

const emailField = () => screen.getByTestId("sign-in.email");
const passwordField = () => screen.getByTestId<HTMLInputElement>("sign-in.password");

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.change(passwordField(), { target: { value: password } });
  fireEvent.click(screen.getByTestId("sign-in.submit"));
}

const rejected = (status: number, type: string, errors: string[] = []): FakeAnswer => ({
  status,
  body: { type, errors, data: null },
});

describe("sign-in options", () => {
  it("shows the email form at once when email is the only option", async () => {
    setup({ [WORKSPACE]: workspaceAnswer(["email_password"]) });
    expect(await screen.findByTestId("sign-in.workspace-name")).toHaveProperty("textContent", "Acme");
    expect(emailField()).toHaveProperty("type", "email");
    expect(emailField()).toHaveProperty("required", true);
    expect(passwordField().required).toBe(true);
    expect(passwordField().minLength).toBe(8);
    expect(screen.getByLabelText("Work email")).toBe(emailField());
    expect(screen.getByLabelText("Password")).toBe(passwordField());
    expect(screen.queryByTestId("sign-in.work-email-button")).toBeNull();
    expect(screen.queryByTestId("sign-in.google")).toBeNull();
    const timeZone = document.querySelector<HTMLInputElement>('input[type="hidden"][name="js_timezone"]');
    expect(timeZone?.value).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("offers Google and a 'Sign in with work email' button that reveals the form and focuses it", async () => {
    setup({ [WORKSPACE]: workspaceAnswer(["email_password", "google"]) }, { search: "?next=%2Froutines" });
    const google = await screen.findByTestId("sign-in.google");
    expect(google.textContent).toBe("Sign in with Google");
    expect(google.getAttribute("href")).toBe("/oidc/google/start?next=%2Froutines");
    expect(screen.queryByTestId("sign-in.email")).toBeNull();
    const reveal = screen.getByTestId("sign-in.work-email-button");
    expect(reveal.textContent).toBe("Sign in with work email");
    fireEvent.click(reveal);
    expect(screen.queryByTestId("sign-in.work-email-button")).toBeNull();
    expect(document.activeElement).toBe(emailField());
  });

  it("shows only Google when email sign-in is off", async () => {
    setup({ [WORKSPACE]: workspaceAnswer(["google"]) });
    expect((await screen.findByTestId("sign-in.google")).getAttribute("href")).toBe("/oidc/google/start");
    expect(screen.queryByTestId("sign-in.work-email-button")).toBeNull();
    expect(screen.queryByTestId("sign-in.email")).toBeNull();
  });

  it("says what to configure when only Google is offered and this server has no Google client", async () => {
    setup({ [WORKSPACE]: workspaceAnswer([], { unconfigured_sign_in_options: ["google"] }) });
    const note = await screen.findByTestId("sign-in.no-methods");
    expect(note.textContent).toContain("PARLEY_OIDC_CLIENT_ID");
    expect(note.textContent).toContain("not set up on this server");
    expect(screen.queryByTestId("sign-in.google")).toBeNull();
    cleanup();
    // Nothing offered at all: the general text.
    setup({ [WORKSPACE]: workspaceAnswer([]) });
    expect((await screen.findByTestId("sign-in.no-methods")).textContent).toContain(
      "no sign-in method enabled",
    );
  });

  it("shows the workspace logo, or the product logo when it has none", async () => {
    setup({ [WORKSPACE]: workspaceAnswer(["email_password"], { logo: "/media/acme.png" }) });
    await screen.findByTestId("sign-in.workspace-name");
    expect(document.querySelector("img")?.getAttribute("src")).toBe("/media/acme.png");
    cleanup();
    setup({ [WORKSPACE]: workspaceAnswer(["email_password"]) });
    await screen.findByTestId("sign-in.workspace-name");
    expect(document.querySelector("img")).toBeNull();
    expect(document.querySelector("header svg")).not.toBeNull();
  });
});

describe("validation", () => {
  it("blocks an empty form with a message per field and focuses the first", async () => {
    const fake = setup({ [WORKSPACE]: workspaceAnswer(["email_password"]) });
    await screen.findByTestId("sign-in.email");
    fireEvent.click(screen.getByTestId("sign-in.submit"));
    expect(screen.getByText("Enter your work email address.")).toBeTruthy();
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    expect(emailField().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(emailField());
    expect(fake.callsTo("POST", "/api/v1/authentication/login/")).toHaveLength(0);
  });

  it("refuses a malformed address", async () => {
    const fake = setup({ [WORKSPACE]: workspaceAnswer(["email_password"]) });
    await screen.findByTestId("sign-in.email");
    fillAndSubmit("not-an-address", "long-enough-password");
    expect(screen.getByText("Enter a valid email address, such as name@company.com.")).toBeTruthy();
    expect(fake.callsTo("POST", "/api/v1/authentication/login/")).toHaveLength(0);
  });

  it("refuses a password under 8 characters and marks the field invalid", async () => {
    const fake = setup({ [WORKSPACE]: workspaceAnswer(["email_password"]) });
    await screen.findByTestId("sign-in.email");
    fillAndSubmit("owner@acme.test", "short");
    const message = screen.getByText("The password must be at least 8 characters long.");
    expect(passwordField().validity.valid).toBe(false);
    expect(passwordField().getAttribute("aria-describedby")).toBe(message.id);
    expect(document.activeElement).toBe(passwordField());
    expect(fake.callsTo("POST", "/api/v1/authentication/login/")).toHaveLength(0);
    fireEvent.change(passwordField(), { target: { value: "longer-password" } });
    expect(passwordField().validity.valid).toBe(true);
    expect(screen.queryByText("The password must be at least 8 characters long.")).toBeNull();
  });
});

describe("submitting", () => {
  it("disables the button while the request is pending", async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const fake = setup({
      [WORKSPACE]: workspaceAnswer(["email_password"]),
      [LOGIN]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    await screen.findByTestId("sign-in.email");
    fillAndSubmit("owner@acme.test", "correct-horse");
    const submit = screen.getByTestId<HTMLButtonElement>("sign-in.submit");
    await waitFor(() => expect(submit.disabled).toBe(true));
    expect(submit.textContent).toBe("Signing in…");
    fireEvent.click(submit);
    expect(fake.callsTo("POST", "/api/v1/authentication/login/")).toHaveLength(1);
    await act(async () => answer(rejected(401, "invalid_credentials")));
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(submit.textContent).toBe("Sign in");
  });

  it("posts the form, refreshes the session and then goes to next", async () => {
    const fake = setup(
      {
        [WORKSPACE]: workspaceAnswer(["email_password"]),
        [LOGIN]: { status: 200, body: { type: "success", errors: [], data: { next: "/routines" } } },
      },
      { search: "?next=%2Froutines" },
    );
    await screen.findByTestId("sign-in.email");
    fillAndSubmit("  owner@acme.test ", "correct-horse");
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith("/routines"));
    const [call] = fake.callsTo("POST", "/api/v1/authentication/login/");
    const body = new URLSearchParams(String(call?.body ?? ""));
    expect(Object.fromEntries(body)).toEqual({
      login: "owner@acme.test",
      password: "correct-horse",
      js_timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      captcha: "",
      next: "/routines",
    });
    expect(fake.refresh).toHaveBeenCalledOnce();
    expect(fake.refresh.mock.invocationCallOrder[0]).toBeLessThan(
      fake.navigate.mock.invocationCallOrder[0] ?? 0,
    );
    expect(fake.navigate).toHaveBeenCalledOnce();
  });

  it("never follows a next that leaves the site", async () => {
    const fake = setup({
      [WORKSPACE]: workspaceAnswer(["email_password"]),
      [LOGIN]: { status: 200, body: { type: "success", errors: [], data: { next: "//evil.test/x" } } },
    });
    await screen.findByTestId("sign-in.email");
    fillAndSubmit("owner@acme.test", "correct-horse");
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith("/"));
  });

  it.each(["password_disabled", "uninvited", "subscription_issue"])(
    "a %s refusal goes to /sign-in?error=<type>",
    async (type) => {
      const fake = setup(
        { [WORKSPACE]: workspaceAnswer(["email_password"]), [LOGIN]: rejected(403, type) },
        { search: "?next=%2Fconversations" },
      );
      await screen.findByTestId("sign-in.email");
      fillAndSubmit("owner@acme.test", "correct-horse");
      await waitFor(() =>
        expect(fake.navigate).toHaveBeenCalledWith(`/sign-in?error=${type}&next=%2Fconversations`),
      );
      expect(fake.refresh).not.toHaveBeenCalled();
      expect(screen.getByTestId("sign-in.error").textContent).toBe(catalogue[signInErrorKey(type)]);
    },
  );

  it.each([
    ["invalid_credentials", 401, catalogue["signIn.error.invalid_credentials"]],
    ["rate_limited", 429, catalogue["signIn.error.rate_limited"]],
    ["captcha_failed", 400, catalogue["signIn.error.captcha_failed"]],
  ])("a %s refusal shows its catalogue message", async (type, status, text) => {
    const fake = setup({ [WORKSPACE]: workspaceAnswer(["email_password"]), [LOGIN]: rejected(status, type) });
    await screen.findByTestId("sign-in.email");
    fillAndSubmit("owner@acme.test", "wrong-password");
    expect((await screen.findByTestId("sign-in.error")).textContent).toBe(text);
    expect(screen.getByRole("alert").textContent).toBe(text);
    expect(emailField()).toHaveProperty("value", "owner@acme.test");
    expect(fake.navigate).not.toHaveBeenCalled();
  });

  it("shows the first error of a refusal without a message of its own, else the generic one", async () => {
    setup({
      [WORKSPACE]: workspaceAnswer(["email_password"]),
      [LOGIN]: rejected(400, "validation_error", ["Enter a valid time zone.", "Second"]),
    });
    await screen.findByTestId("sign-in.email");
    fillAndSubmit("owner@acme.test", "correct-horse");
    expect((await screen.findByTestId("sign-in.error")).textContent).toBe("Enter a valid time zone.");
    cleanup();
    setup({ [WORKSPACE]: workspaceAnswer(["email_password"]), [LOGIN]: rejected(400, "validation_error") });
    await screen.findByTestId("sign-in.email");
    fillAndSubmit("owner@acme.test", "correct-horse");
    expect((await screen.findByTestId("sign-in.error")).textContent).toBe(catalogue["signIn.error.default"]);
  });

  it("reads a 4xx in the API error envelope (e.g. CSRF) as its first error", async () => {
    setup({
      [WORKSPACE]: workspaceAnswer(["email_password"]),
      [LOGIN]: { status: 403, body: { error: { message: "CSRF token missing", code: "csrf_failed" } } },
    });
    await screen.findByTestId("sign-in.email");
    fillAndSubmit("owner@acme.test", "correct-horse");
    expect((await screen.findByTestId("sign-in.error")).textContent).toBe("CSRF token missing");
  });

  it.each<[string, FakeRoute]>([
    ["a 500", { status: 500, body: { error: { message: "Internal Server Error" } } }],
    ["a 200 that is not a success", { status: 200, body: { unexpected: true } }],
    [
      "a network failure",
      () => {
        throw new TypeError("Failed to fetch");
      },
    ],
  ])("%s shows the server error message", async (_name, route) => {
    const fake = setup({ [WORKSPACE]: workspaceAnswer(["email_password"]), [LOGIN]: route });
    await screen.findByTestId("sign-in.email");
    fillAndSubmit("owner@acme.test", "correct-horse");
    expect((await screen.findByTestId("sign-in.error")).textContent).toBe(catalogue["error.server"]);
    expect(fake.refresh).not.toHaveBeenCalled();
  });

  it("sends the token of the workspace's invisible captcha", async () => {
    const execute = vi.fn();
    let callback: (token: string) => void = () => undefined;
    window.turnstile = {
      render: (_el, options) => {
        callback = options.callback;
        return "widget-1";
      },
      execute: () => {
        execute();
        callback("turnstile-token");
      },
      reset: vi.fn(),
      remove: vi.fn(),
    };
    try {
      const fake = setup({
        [WORKSPACE]: workspaceAnswer(["email_password"], {
          captcha: { provider: "turnstile", site_key: "0x4AAA" },
        }),
        [LOGIN]: { status: 200, body: { type: "success", errors: [], data: { next: "/" } } },
      });
      await screen.findByTestId("sign-in.email");
      fillAndSubmit("owner@acme.test", "correct-horse");
      await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith("/"));
      expect(execute).toHaveBeenCalledOnce();
      const [call] = fake.callsTo("POST", "/api/v1/authentication/login/");
      expect(new URLSearchParams(String(call?.body ?? "")).get("captcha")).toBe("turnstile-token");
    } finally {
      delete window.turnstile;
    }
  });
});

describe("Parley's proof-of-work captcha", () => {
  it("solves the sign-in's challenge in the page, saying so meanwhile, and sends the solution", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fake = setup({
      [WORKSPACE]: workspaceAnswer(["email_password"], { proof_of_work: { forms: ["login", "reset"] } }),
      "GET /api/v1/authentication/captcha/?form=login": async () => {
        await held;
        return { status: 200, body: powChallenge("login", 654) };
      },
      [LOGIN]: { status: 200, body: { type: "success", errors: [], data: { next: "/" } } },
    });
    await screen.findByTestId("sign-in.email");
    expect(screen.getByTestId("captcha.checking").textContent).toBe("");
    fillAndSubmit("owner@acme.test", "correct-horse");
    await waitFor(() =>
      expect(screen.getByTestId("captcha.checking").textContent).toBe("Running a quick security check…"),
    );
    expect(screen.getByTestId<HTMLButtonElement>("sign-in.submit").disabled).toBe(true);
    release();
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith("/"));
    const [call] = fake.callsTo("POST", "/api/v1/authentication/login/");
    const sent = decodeSolution(new URLSearchParams(String(call?.body ?? "")).get("captcha"));
    expect(sent).toMatchObject({ number: 654, challenge: powChallenge("login", 654).challenge });
    expect(screen.getByTestId("captcha.checking").textContent).toBe("");
  });

  it("asks nothing when the workspace's proof of work does not cover sign-in", async () => {
    const fake = setup({
      [WORKSPACE]: workspaceAnswer(["email_password"], { proof_of_work: { forms: ["reset"] } }),
      [LOGIN]: { status: 200, body: { type: "success", errors: [], data: { next: "/" } } },
    });
    await screen.findByTestId("sign-in.email");
    fillAndSubmit("owner@acme.test", "correct-horse");
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith("/"));
    expect(fake.calls.some((call) => call.path.includes("/captcha/"))).toBe(false);
    const [call] = fake.callsTo("POST", "/api/v1/authentication/login/");
    expect(new URLSearchParams(String(call?.body ?? "")).get("captcha")).toBe("");
  });
});

describe("the error query parameter", () => {
  it.each(SIGN_IN_ERROR_CODES)("?error=%s shows its catalogue message", async (code) => {
    setup({ [WORKSPACE]: workspaceAnswer(["email_password"]) }, { search: `?error=${code}` });
    expect((await screen.findByTestId("sign-in.error")).textContent).toBe(catalogue[signInErrorKey(code)]);
  });

  it("an unknown code shows 'Something went wrong.'", async () => {
    setup({ [WORKSPACE]: workspaceAnswer(["email_password"]) }, { search: "?error=no_such_thing" });
    expect((await screen.findByTestId("sign-in.error")).textContent).toBe(catalogue["error.other"]);
  });

  it("no code, no message", async () => {
    setup({ [WORKSPACE]: workspaceAnswer(["email_password"]) });
    await screen.findByTestId("sign-in.email");
    expect(screen.queryByTestId("sign-in.error")).toBeNull();
  });
});

describe("already signed in", () => {
  it.each([
    ["", "/"],
    ["?next=%2Froutines%2F4", "/routines/4"],
    ["?next=https%3A%2F%2Fevil.test", "/"],
  ])("search %j redirects to %s", async (search, target) => {
    const fake = setup(
      { [WORKSPACE]: workspaceAnswer(["email_password"]) },
      { search, profile: signedInProfile },
    );
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith(target, { replace: true }));
    expect(screen.queryByTestId("sign-in.email")).toBeNull();
  });
});

describe("workspace info failure", () => {
  const failureText = "Unable to obtain information regarding your Parley application.";

  it("tries twice, shows the failure with the product name, and Retry loads the page", async () => {
    const fake = setup({ [WORKSPACE]: { status: 500, body: { error: { message: "boom" } } } });
    // The second try waits the spec's back-off (1 s), as react-query did.
    expect((await screen.findByTestId("workspace-info.error", {}, { timeout: 3000 })).textContent).toBe(
      failureText,
    );
    expect(fake.callsTo("GET", "/api/v1/accounts/acme")).toHaveLength(2);
    fake.routes[WORKSPACE] = workspaceAnswer(["email_password"]);
    fireEvent.click(screen.getByTestId("workspace-info.retry"));
    expect((await screen.findByTestId("sign-in.workspace-name")).textContent).toBe("Acme");
    expect(screen.queryByText(failureText)).toBeNull();
  });

  it("does not try a 4xx again, nor an answer it cannot read", async () => {
    const fake = setup({ [WORKSPACE]: { status: 404, body: { error: { message: "No such workspace" } } } });
    await screen.findByTestId("workspace-info.retry");
    expect(fake.callsTo("GET", "/api/v1/accounts/acme")).toHaveLength(1);
  });
});

describe("language", () => {
  it("follows language.changed from the bus with this remote's texts", async () => {
    const fake = setup({ [WORKSPACE]: workspaceAnswer(["email_password", "google"]) });
    await screen.findByTestId("sign-in.google");
    i18next.addResourceBundle("fr", "common", await loadCatalogue("fr"));
    await act(async () => {
      await i18next.changeLanguage("fr");
      fake.shell.bus.emit("language.changed", { language: "fr" });
    });
    await waitFor(() =>
      expect(screen.getByTestId("sign-in.work-email-button").textContent).toBe(
        "Se connecter avec l'e-mail professionnel",
      ),
    );
    expect(within(screen.getByTestId("sign-in.google")).getByText("Se connecter avec Google")).toBeTruthy();
    await act(async () => {
      await i18next.changeLanguage("en");
    });
  });
});
