import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { assignLocation } from "../../../lib/browser-location.ts";
import { createFakeApi, createFakeShell, type FakeAnswer, type FakeRoute } from "../../../test/fake-shell.ts";
import { decodeSolution, powChallenge } from "../../../test/pow-challenge.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { SignUpConfirmPage } from "./sign-up-confirm-page.tsx";
import { SignUpGate } from "./sign-up-gate.tsx";
import { SignUpSentPage } from "./sign-up-sent-page.tsx";

vi.mock("../../../lib/browser-location.ts", () => ({ assignLocation: vi.fn() }));

const STATUS = "GET /api/v1/authentication/signup/status/";
const RESEND = "POST /api/v1/authentication/snapshot-signup/resend/";
const CHECK = "POST /api/v1/authentication/signup/check/";
const COMPLETE = "POST /api/v1/authentication/signup/complete/";
const ON: FakeAnswer = { status: 200, body: { data: { enabled: true } } };

beforeEach(() => vi.mocked(assignLocation).mockClear());
afterEach(cleanup);

function setup(routes: Record<string, FakeRoute>, screenEl: React.ReactNode) {
  const fake = createFakeApi(routes);
  const { shell } = createFakeShell({ api: fake.api, pathname: "/sign-up" });
  renderInShell(<SignUpGate>{screenEl}</SignUpGate>, shell);
  return fake;
}

describe("sign-up pages", () => {
  it("says sign-up is turned off when the switch is off", async () => {
    setup(
      { [STATUS]: { status: 200, body: { data: { enabled: false } } } },
      <SignUpSentPage email="a@b.io" />,
    );
    expect((await screen.findByTestId("sign-up.off")).textContent).toBe("Sign-up is turned off");
  });

  it("names the address and resends the link", async () => {
    const fake = setup(
      { [STATUS]: ON, [RESEND]: { status: 200, body: { data: { email: "a@b.io" } } } },
      <SignUpSentPage email="a@b.io" />,
    );
    expect((await screen.findByTestId("sign-up.sent-body")).textContent).toContain("a@b.io");
    fireEvent.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByTestId("sign-up.resent")).toBeTruthy();
    expect(JSON.parse(String(fake.calls.at(-1)?.body))).toEqual({ user_email: "a@b.io" });
  });

  it("solves the sign-up's proof of work before resending, when the server asks for one", async () => {
    const fake = setup(
      {
        [STATUS]: ON,
        "GET /api/v1/authentication/captcha/?form=signup": { status: 200, body: powChallenge("signup", 77) },
        [RESEND]: { status: 200, body: { data: { email: "a@b.io" } } },
      },
      <SignUpSentPage email="a@b.io" />,
    );
    await screen.findByTestId("sign-up.sent-body");
    fireEvent.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByTestId("sign-up.resent")).toBeTruthy();
    const body = JSON.parse(String(fake.calls.at(-1)?.body)) as { user_email: string; captcha: string };
    expect(body.user_email).toBe("a@b.io");
    expect(decodeSolution(body.captcha)).toMatchObject({
      number: 77,
      challenge: powChallenge("signup", 77).challenge,
    });
  });

  it("shows a dead link with the way back to the conversation", async () => {
    setup(
      {
        [STATUS]: ON,
        [CHECK]: {
          status: 400,
          body: { error: { message: "x", code: "invalid_token", restart_url: "http://share.localhost/c/u" } },
        },
      },
      <SignUpConfirmPage token="tok" />,
    );
    expect((await screen.findByTestId("sign-up.invalid")).textContent).toBe(
      "This sign-up link has expired or has already been used.",
    );
    expect(screen.getByRole("link", { name: "Start again" }).getAttribute("href")).toBe(
      "http://share.localhost/c/u",
    );
  });

  it("checks the fields, shows the server's verdict per field and goes to the new workspace", async () => {
    let answer: FakeAnswer = {
      status: 400,
      body: {
        error: {
          message: "Invalid sign-up",
          code: "validation_error",
          fields: { subdomain: ["reserved_subdomain"] },
        },
      },
    };
    const fake = setup(
      {
        [STATUS]: ON,
        [CHECK]: { status: 200, body: { data: { email: "ivy@x.io" } } },
        [COMPLETE]: () => answer,
      },
      <SignUpConfirmPage token="tok" />,
    );
    expect((await screen.findByTestId("sign-up.confirmed-email")).textContent).toContain("ivy@x.io");
    fireEvent.click(screen.getByRole("button", { name: "Create workspace" }));
    expect(screen.getByTestId("sign-up.workspace-name-error").textContent).toBe("This field is required.");
    expect(document.activeElement).toBe(screen.getByLabelText("Workspace name"));
    fireEvent.change(screen.getByLabelText("Workspace name"), { target: { value: "Initech" } });
    fireEvent.change(screen.getByLabelText("Workspace address"), { target: { value: "admin" } });
    fireEvent.change(screen.getByLabelText("Your name"), { target: { value: "Ivy" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "kettle-orbit-lantern" } });
    fireEvent.change(screen.getByLabelText("Confirm password"), {
      target: { value: "kettle-orbit-lantern" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Create workspace" }));
    expect((await screen.findByTestId("sign-up.subdomain-error")).textContent).toBe(
      "This address is reserved. Choose another one.",
    );
    answer = {
      status: 200,
      body: { data: { subdomain: "initech", redirect_url: "http://initech.localhost/h" } },
    };
    fireEvent.change(screen.getByLabelText("Workspace address"), { target: { value: "initech" } });
    expect(screen.queryByTestId("sign-up.subdomain-error")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Create workspace" }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith("http://initech.localhost/h"));
    expect(JSON.parse(String(fake.calls.at(-1)?.body))).toMatchObject({
      token: "tok",
      subdomain: "initech",
      name: "Ivy",
    });
  });
});
