import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { catalogue } from "@parley/shared-contracts";
import { createFakeApi, createFakeShell, type FakeAnswer, type FakeRoute } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { UpdatePasswordPage } from "./update-password-page.tsx";

const CHECK = "GET /api/v1/authentication/token-verification/tok-1/";
const RESET = "POST /api/v1/authentication/password/";
const VALID: FakeAnswer = { status: 200, body: { ok: true } };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(routes: Record<string, FakeRoute>, search = "?token=tok-1") {
  const fake = createFakeApi(routes);
  const { shell, navigate } = createFakeShell({ api: fake.api, search });
  renderInShell(<UpdatePasswordPage />, shell);
  return { ...fake, navigate };
}

const password = () => screen.getByTestId<HTMLInputElement>("update-password.password");
const confirm = () => screen.getByTestId<HTMLInputElement>("update-password.confirm");
const submit = () => screen.getByTestId<HTMLButtonElement>("update-password.submit");

function fill(first: string, second: string) {
  fireEvent.change(password(), { target: { value: first } });
  fireEvent.change(confirm(), { target: { value: second } });
  fireEvent.click(submit());
}

const refused = (errors: string[], type = "validation_error"): FakeAnswer => ({
  status: 400,
  body: { type, errors, data: null },
});

describe("update password page", () => {
  it("shows two required password fields of at least 8 characters", async () => {
    setup({ [CHECK]: VALID });
    await screen.findByTestId("update-password.password");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Set a new password");
    for (const field of [password(), confirm()]) {
      expect(field.type).toBe("password");
      expect(field.required).toBe(true);
      expect(field.minLength).toBe(8);
      expect(field.autocomplete).toBe("new-password");
    }
    expect(screen.getByLabelText("New password")).toBe(password());
    expect(screen.getByLabelText("Confirm password")).toBe(confirm());
    fireEvent.click(screen.getByLabelText("Show passwords"));
    expect(password().type).toBe("text");
    expect(confirm().type).toBe("text");
  });

  it.each([
    ["no token", ""],
    ["an empty token", "?token="],
  ])("with %s it goes to sign-in with the invalid-token error", async (_name, search) => {
    const fake = setup({}, search);
    await waitFor(() =>
      expect(fake.navigate).toHaveBeenCalledWith("/sign-in?error=invalid_token", { replace: true }),
    );
    expect(fake.calls).toHaveLength(0);
  });

  it("goes to sign-in with the invalid-token error when the server says the link is dead", async () => {
    const fake = setup({ [CHECK]: { status: 200, body: { ok: false } } });
    await waitFor(() =>
      expect(fake.navigate).toHaveBeenCalledWith("/sign-in?error=invalid_token", { replace: true }),
    );
    expect(screen.queryByTestId("update-password.password")).toBeNull();
  });

  it("checks required and minimum length before posting", async () => {
    const fake = setup({ [CHECK]: VALID });
    await screen.findByTestId("update-password.password");
    fill("", "");
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    expect(screen.getByText("Enter the password again.")).toBeTruthy();
    expect(document.activeElement).toBe(password());
    fill("short", "short");
    expect(screen.getAllByText("The password must be at least 8 characters long.")).toHaveLength(2);
    expect(password().getAttribute("aria-invalid")).toBe("true");
    expect(fake.callsTo("POST", "/api/v1/authentication/password/")).toHaveLength(0);
  });

  it("posts password, password_confirm and token, disables the button meanwhile, then confirms", async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const fake = setup({
      [CHECK]: VALID,
      [RESET]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    await screen.findByTestId("update-password.password");
    fill("a-strong-passphrase", "a-strong-passphrase");
    await waitFor(() => expect(submit().disabled).toBe(true));
    fireEvent.click(submit());
    answer({ status: 200, body: { type: "success", errors: [], data: null } });
    expect((await screen.findByTestId("update-password.done")).textContent).toBe("Password changed");
    const calls = fake.callsTo("POST", "/api/v1/authentication/password/");
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]?.body ?? "")))).toEqual({
      password: "a-strong-passphrase",
      password_confirm: "a-strong-passphrase",
      token: "tok-1",
    });
    fireEvent.click(screen.getByTestId("update-password.sign-in"));
    expect(fake.navigate).toHaveBeenCalledWith("/sign-in", { replace: true });
  });

  it("shows one server error as the subtitle", async () => {
    setup({ [CHECK]: VALID, [RESET]: refused(["This password is too common."]) });
    await screen.findByTestId("update-password.password");
    fill("password123", "password123");
    const error = await screen.findByTestId("update-password.error");
    expect(error.textContent).toBe("This password is too common.");
    expect(error.getAttribute("role")).toBe("alert");
    expect(screen.queryByText(/Choose a new password of at least/)).toBeNull();
    expect(screen.queryByTestId("update-password.errors")).toBeNull();
  });

  it("shows several server errors as a list under the constraints heading", async () => {
    setup({ [CHECK]: VALID, [RESET]: refused(["Too common.", "The two passwords do not match."]) });
    await screen.findByTestId("update-password.password");
    fill("password123", "password124");
    const errors = await screen.findByTestId("update-password.errors");
    expect(errors.querySelector("p")?.textContent).toBe(catalogue["password.constraints"]);
    expect([...errors.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Too common.",
      "The two passwords do not match.",
    ]);
  });

  it.each(["invalid_token", "password_disabled"])(
    "a refusal of type %s redirects to sign-in",
    async (type) => {
      const fake = setup({ [CHECK]: VALID, [RESET]: refused(["x"], type) });
      await screen.findByTestId("update-password.password");
      fill("a-strong-passphrase", "a-strong-passphrase");
      await waitFor(() =>
        expect(fake.navigate).toHaveBeenCalledWith(`/sign-in?error=${type}`, { replace: true }),
      );
    },
  );

  it("a server failure shows the generic message", async () => {
    setup({ [CHECK]: VALID, [RESET]: { status: 502 } });
    await screen.findByTestId("update-password.password");
    fill("a-strong-passphrase", "a-strong-passphrase");
    expect((await screen.findByTestId("update-password.error")).textContent).toBe(catalogue["error.server"]);
    expect(submit().disabled).toBe(false);
  });
});
