import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { UploadDialog } from "./upload-dialog.tsx";

afterEach(cleanup);

const file = (name: string, type: string) => new File(['{"format":"parley.tool"}'], name, { type });

function setup() {
  const fake = createFakeApi({
    "POST /api/v1/tools/upload/": {
      status: 200,
      body: {
        uploaded: 2,
        results: [
          { file_name: "good.json", status: "uploaded", tool_ids: [7], error: null },
          {
            file_name: "bad.csv",
            status: "invalid",
            tool_ids: [],
            error: "The CSV file is malformed (quote).",
          },
          { file_name: "two.csv", status: "uploaded", tool_ids: [8], error: null },
        ],
      },
    },
  });
  const onClose = vi.fn();
  renderInShell(<UploadDialog onClose={onClose} />, createFakeShell({ api: fake.api }).shell);
  const input = screen.getByTestId<HTMLInputElement>("tools.upload-input");
  const choose = (...files: File[]) => fireEvent.change(input, { target: { files } });
  return { fake, onClose, choose };
}

describe("the upload dialog", () => {
  it("takes JSON and CSV files only, sends them, and lists each refused file with its reason", async () => {
    const { fake, choose } = setup();
    choose(
      file("good.json", "application/json"),
      file("notes.txt", "text/plain"),
      file("bad.csv", "text/csv"),
    );
    expect(screen.getByRole("alert").textContent).toBe("Only JSON and CSV files can be uploaded: notes.txt");
    choose(file("two.csv", "text/csv"), file("good.json", "application/json"));
    const chosen = within(screen.getByRole("list", { name: "Chosen files" }));
    expect(chosen.getAllByRole("listitem").map((item) => item.textContent?.replace("×", ""))).toEqual([
      "good.json",
      "bad.csv",
      "two.csv",
    ]);
    fireEvent.click(screen.getByTestId("tools.upload-submit"));
    const result = await screen.findByTestId("tools.upload-result");
    expect(result.textContent).toContain("Tools uploaded: 2");
    expect(within(result).getByTestId("tools.upload-invalid").textContent).toBe(
      "bad.csv: The CSV file is malformed (quote).",
    );
    const sent = fake.callsTo("POST", "/api/v1/tools/upload/")[0]?.body as FormData;
    expect(sent.getAll("files").map((f) => (f as File).name)).toEqual(["good.json", "bad.csv", "two.csv"]);
    // The taken files left the selection; the refused one stays.
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Chosen files" })).getAllByRole("listitem"),
      ).toHaveLength(1),
    );
  });

  it("offers Done when only the files the server refused remain, and Upload again once another is chosen", async () => {
    const { onClose, choose } = setup();
    choose(file("good.json", "application/json"), file("bad.csv", "text/csv"));
    fireEvent.click(screen.getByTestId("tools.upload-submit"));
    await screen.findByTestId("tools.upload-result");
    // bad.csv stays listed with its reason; sending it again would only be refused again.
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Chosen files" })).getAllByRole("listitem"),
      ).toHaveLength(1),
    );
    expect(screen.queryByTestId("tools.upload-submit")).toBeNull();
    choose(file("next.json", "application/json"));
    expect(screen.queryByTestId("tools.upload-done")).toBeNull();
    expect(screen.getByTestId("tools.upload-submit")).toHaveProperty("disabled", false);
    fireEvent.click(screen.getByRole("button", { name: "Remove next.json" }));
    fireEvent.click(screen.getByTestId("tools.upload-done"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("cancels by clearing the selection and closing; Done closes after a result", async () => {
    const { onClose, choose } = setup();
    choose(file("good.json", "application/json"));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();
    const second = setup();
    second.choose(file("good.json", "application/json"), file("two.csv", "text/csv"));
    fireEvent.click(screen.getByTestId("tools.upload-submit"));
    fireEvent.click(await screen.findByRole("button", { name: "Done" }));
    expect(second.onClose).toHaveBeenCalledTimes(1);
  });
});
