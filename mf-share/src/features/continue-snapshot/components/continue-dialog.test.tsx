import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "@parley/shared-contracts/captcha/sha256";
import { createFakeApi, createFakeShell, renderInShell } from "../../../test/render-in-shell.tsx";
import { shareEndpoints } from "@parley/shared-contracts/api/share-endpoints";
import { ContinueDialog } from "./continue-dialog.tsx";

const UUID = "9e7c2937-48e3-4237-b603-6bab757f098f";
const SNAPSHOT_SIGNUP_PATH = shareEndpoints.snapshotSignup.pattern;
const WORKSPACE_PROBE_PATH = shareEndpoints.workspaceProbe.pattern;

function setup(routes: Parameters<typeof createFakeApi>[0] = {}) {
  const fake = createFakeApi(routes);
  const { shell, navigate } = createFakeShell({ api: fake.api, profile: null, subdomain: null });
  const onClose = vi.fn();
  renderInShell(
    <ContinueDialog
      snapshotUuid={UUID}
      workspaceOriginTemplate="https://{subdomain}.parley.test"
      adminOrigin="https://admin.parley.test"
      onClose={onClose}
    />,
    shell,
  );
  return {
    fake,
    navigate,
    onClose,
    email: screen.getByLabelText("Work email"),
    subdomain: screen.getByLabelText("Workspace"),
    submit: screen.getByRole("button", { name: "Continue" }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the Continue dialog", () => {
  it("disables Continue while both fields are empty, and each field while the other has text", () => {
    const { email, subdomain, submit } = setup();
    expect(submit).toHaveProperty("disabled", true);
    fireEvent.change(email, { target: { value: "a" } });
    expect(subdomain).toHaveProperty("disabled", true);
    expect(submit).toHaveProperty("disabled", false);
    fireEvent.change(email, { target: { value: "" } });
    fireEvent.change(subdomain, { target: { value: "acme" } });
    expect(email).toHaveProperty("disabled", true);
  });

  it("says 'Invalid email' on Enter without calling the server", async () => {
    const { fake, email } = setup();
    fireEvent.change(email, { target: { value: "not-an-address" } });
    await act(async () => fireEvent.submit(email.closest("form")!));
    expect(screen.getByRole("alert").textContent).toBe("Invalid email");
    expect(fake.calls).toEqual([]);
  });

  it("signs up by e-mail and goes to the admin host's sign-up page with the address", async () => {
    const { fake, navigate, email, submit } = setup({
      [`POST ${SNAPSHOT_SIGNUP_PATH}`]: { status: 200, body: { data: { email: "new@corp.test" } } },
    });
    fireEvent.change(email, { target: { value: " new@corp.test " } });
    await act(async () => fireEvent.click(submit));
    // The server asks no proof of work of sign-ups (404): the call goes without one.
    const [call] = fake.callsTo("POST", SNAPSHOT_SIGNUP_PATH);
    expect(JSON.parse(String(call?.body))).toEqual({ user_email: "new@corp.test", snapshot: UUID });
    expect(navigate).toHaveBeenCalledWith("https://admin.parley.test/sign-up?email=new%40corp.test");
  });

  it("solves the sign-up's proof of work first, saying so, when the server asks for one", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const salt = "a1b2c3d4e5f6?expires=1900000000&form=signup";
    const challenge = sha256Hex(`${salt}42`);
    const signature = sha256Hex(`signed ${challenge}`);
    const { fake, navigate, email, submit } = setup({
      "GET /api/v1/authentication/captcha/?form=signup": async () => {
        await held;
        return { status: 200, body: { algorithm: "SHA-256", challenge, maxnumber: 100, salt, signature } };
      },
      [`POST ${SNAPSHOT_SIGNUP_PATH}`]: { status: 200, body: { data: { email: "new@corp.test" } } },
    });
    fireEvent.change(email, { target: { value: "new@corp.test" } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(screen.getByTestId("share.continue-checking").textContent).toBe(
        "Running a quick security check…",
      ),
    );
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const [call] = fake.callsTo("POST", SNAPSHOT_SIGNUP_PATH);
    const body = JSON.parse(String(call?.body)) as { captcha: string };
    expect(JSON.parse(atob(body.captcha))).toMatchObject({ number: 42, challenge, salt, signature });
    expect(screen.getByTestId("share.continue-checking").textContent).toBe("");
  });

  it("shows the server's refusal of a failed check", async () => {
    const { navigate, email, submit } = setup({
      [`POST ${SNAPSHOT_SIGNUP_PATH}`]: {
        status: 400,
        body: { error: { message: "The security check failed. Please try again.", code: "captcha_failed" } },
      },
    });
    fireEvent.change(email, { target: { value: "new@corp.test" } });
    await act(async () => fireEvent.click(submit));
    expect(screen.getByRole("alert").textContent).toBe("The security check failed. Please try again.");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the server's field errors of the sign-up call", async () => {
    const { navigate, email, submit } = setup({
      [`POST ${SNAPSHOT_SIGNUP_PATH}`]: {
        status: 400,
        body: { error: { message: "x", user_email: "A user with this email already exists." } },
      },
    });
    fireEvent.change(email, { target: { value: "taken@corp.test" } });
    await act(async () => fireEvent.click(submit));
    expect(screen.getByRole("alert").textContent).toBe("A user with this email already exists.");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("probes the workspace and sends the visitor to its continue page", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetch);
    const { navigate, subdomain } = setup();
    fireEvent.change(subdomain, { target: { value: " Acme " } });
    await act(async () => fireEvent.submit(subdomain.closest("form")!));
    expect(fetch).toHaveBeenCalledWith(
      `https://acme.parley.test${WORKSPACE_PROBE_PATH}`,
      expect.objectContaining({ mode: "cors", credentials: "omit" }),
    );
    expect(navigate).toHaveBeenCalledWith(`https://acme.parley.test/continue-snapshot/${UUID}`);
  });

  it("says the subdomain is not ready when the workspace exists but is not ready, or does not answer", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 503 }));
    vi.stubGlobal("fetch", fetch);
    const { navigate, subdomain, submit } = setup();
    fireEvent.change(subdomain, { target: { value: "acme" } });
    await act(async () => fireEvent.click(submit));
    const notReady = "Your subdomain is not ready yet. Please try again later.";
    await waitFor(() => expect(screen.getByTestId("share.continue-error").textContent).toBe(notReady));
    fetch.mockImplementation(async () => {
      throw new TypeError("Failed to fetch");
    });
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId("share.continue-error").textContent).toBe(notReady);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("says the workspace cannot be found only when it does not exist or the name is not one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    const { navigate, subdomain, submit } = setup();
    fireEvent.change(subdomain, { target: { value: "nowhere" } });
    await act(async () => fireEvent.click(submit));
    await waitFor(() =>
      expect(screen.getByTestId("share.continue-error").textContent).toBe(
        "We cannot find your workspace. Please try again.",
      ),
    );
    fireEvent.change(subdomain, { target: { value: "bad name!" } });
    await act(async () => fireEvent.click(submit));
    expect(screen.getByTestId("share.continue-error")).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });
});
