import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFakeApi, createFakeShell, renderInShell } from "../../../test/render-in-shell.tsx";
import { SNAPSHOT_SIGNUP_PATH, WORKSPACE_PROBE_PATH } from "../api/continue-targets.ts";
import { ContinueDialog } from "./continue-dialog.tsx";

const UUID = "9e7c2937-48e3-4237-b603-6bab757f098f";

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
    expect(JSON.parse(String(fake.calls[0]?.body))).toEqual({ user_email: "new@corp.test", snapshot: UUID });
    expect(navigate).toHaveBeenCalledWith("https://admin.parley.test/sign-up?email=new%40corp.test");
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
