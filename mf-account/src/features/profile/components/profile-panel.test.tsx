import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { catalogue } from "@parley/shared-contracts/messages";
import { createFakeApi, createFakeShell, signedInProfile } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { ProfilePanel } from "./profile-panel.tsx";

function setup(answer: Parameters<typeof createFakeApi>[0][string]) {
  const fake = createFakeApi({ "PUT /api/v1/members/detail": answer });
  const { shell, bus } = createFakeShell({ api: fake.api });
  const changed = vi.fn();
  bus.on("session.profile-changed", changed);
  renderInShell(<ProfilePanel profile={signedInProfile} />, shell);
  return { fake, changed };
}

const save = () => screen.getByRole<HTMLButtonElement>("button", { name: "Save" });
const nameInput = () => screen.getByLabelText<HTMLInputElement>("Name");

describe("My profile", () => {
  it("shows the email read-only and the account's trial end and balance", () => {
    setup({ status: 200, body: signedInProfile });
    const email = screen.getByLabelText<HTMLInputElement>("Email");
    expect(email.value).toBe("owner@acme.test");
    expect(email.readOnly).toBe(true);
    expect(screen.getByTestId("account.balance").textContent).toBe("1,234.50");
    expect(screen.getByTestId("account.trial-end").textContent).toContain("2030");
  });

  it("enables Save only after a change; Clear puts the stored values back", () => {
    setup({ status: 200, body: signedInProfile });
    expect(save().disabled).toBe(true);
    fireEvent.change(nameInput(), { target: { value: "Ada Lovelace" } });
    expect(save().disabled).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(nameInput().value).toBe("Ada Owner");
    expect(save().disabled).toBe(true);
  });

  it("saves name and photo as multipart, says so and tells the shell", async () => {
    const { fake, changed } = setup({
      status: 200,
      body: {
        ...signedInProfile,
        name: "Ada Lovelace",
        image_url: "/api/v1/members/1/photo/1-abcdefghijklmnopqr.png",
      },
    });
    fireEvent.change(nameInput(), { target: { value: "  Ada Lovelace " } });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" });
    fireEvent.change(screen.getByTestId("account.photo-input"), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByRole("img", { name: "Your profile photo" })).toBeTruthy());
    fireEvent.click(save());
    expect((await screen.findByRole("status")).textContent).toBe(catalogue["profile.updated"]);
    const body = fake.calls[0]?.body as FormData;
    expect(body.get("name")).toBe("Ada Lovelace");
    expect((body.get("image") as File).name).toBe("me.png");
    expect(changed).toHaveBeenCalledTimes(1);
    expect(save().disabled).toBe(true);
    expect(screen.getByRole<HTMLImageElement>("img", { name: "Your profile photo" }).src).toContain(
      "/api/v1/members/1/photo/",
    );
  });

  it("refuses a file that is not one of the photo formats before sending", async () => {
    const { fake } = setup({ status: 200, body: signedInProfile });
    const file = new File(["<svg/>"], "me.svg", { type: "image/svg+xml" });
    fireEvent.change(screen.getByTestId("account.photo-input"), { target: { files: [file] } });
    expect((await screen.findByTestId("account.photo-error")).textContent).toBe(
      "Choose a PNG, JPG, JPEG, GIF, WEBP, TIFF or BMP image.",
    );
    expect(save().disabled).toBe(true);
    expect(fake.calls).toHaveLength(0);
  });

  it("puts the server's name error under the name field", async () => {
    setup({
      status: 400,
      body: {
        error: {
          message: "Invalid profile update",
          code: "validation_error",
          fields: { name: ["name_required"] },
        },
      },
    });
    fireEvent.change(nameInput(), { target: { value: "Someone" } });
    fireEvent.click(save());
    expect((await screen.findByTestId("account.name-error")).textContent).toBe("Enter your name.");
    expect(nameInput().getAttribute("aria-invalid")).toBe("true");
  });

  it("shows 'Failed to update profile' with the server's message, and the unexpected-error text without an answer", async () => {
    setup({ status: 500, body: { error: { message: "A server error occurred." } } });
    fireEvent.change(nameInput(), { target: { value: "Someone" } });
    fireEvent.click(save());
    expect((await screen.findByRole("alert")).textContent).toBe(
      `${catalogue["profile.updateFailed"]}: A server error occurred.`,
    );
  });

  it("shows 'An unexpected error occurred' when the request itself fails", async () => {
    setup(() => {
      throw new TypeError("Failed to fetch");
    });
    fireEvent.change(nameInput(), { target: { value: "Someone" } });
    fireEvent.click(save());
    expect((await screen.findByRole("alert")).textContent).toBe(catalogue["profile.unexpected"]);
  });

  it("checks an empty name without asking the server", () => {
    const { fake } = setup({ status: 200, body: signedInProfile });
    fireEvent.change(nameInput(), { target: { value: "   " } });
    fireEvent.click(save());
    expect(screen.getByTestId("account.name-error").textContent).toBe("Enter your name.");
    expect(fake.calls).toHaveLength(0);
  });
});
