import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import type { DlpDetail } from "@parley/shared-contracts/api/dlp";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { DlpDialog } from "./dlp-dialog.tsx";

afterEach(cleanup);

const detail = (mode: "WARN" | "BLOCK"): DlpDetail => ({
  mode,
  content_result: [{ type: "email", text: "ad•••om" }],
  document_results: [{ name: "q3.pdf", entities: [{ type: "iban", text: "DE•••00" }] }],
  rememberizer_api_result_content: [],
});

function renderDialog(mode: "WARN" | "BLOCK", shown: DlpDetail = detail(mode)) {
  const onChoose = vi.fn();
  const { shell } = createFakeShell({ api: createFakeApi({}).api });
  renderInShell(<DlpDialog detail={shown} busy={false} onChoose={onChoose} />, shell);
  return onChoose;
}

describe("the DLP warning", () => {
  it("lists findings by group and sends the choice with Remember", () => {
    const onChoose = renderDialog("WARN");
    expect(screen.getByRole("dialog", { name: "Sensitive data found" })).toBeTruthy();
    expect(screen.getByText("Your message")).toBeTruthy();
    expect(screen.getByText("Document: q3.pdf")).toBeTruthy();
    expect(screen.getAllByTestId("dlp.entity").map((e) => e.textContent)).toEqual([
      "E-mail addressad•••om",
      "IBANDE•••00",
    ]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Anonymize text" }));
    fireEvent.click(screen.getByLabelText("Remember my choice for this conversation"));
    fireEvent.click(screen.getByRole("button", { name: "Send anyway" }));
    expect(onChoose).toHaveBeenCalledWith("send_anyway", true);
  });

  it("offers no Send anyway in BLOCK mode, and closing is Don't send", () => {
    const onChoose = renderDialog("BLOCK");
    expect(screen.queryByRole("button", { name: "Send anyway" })).toBeNull();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onChoose).toHaveBeenCalledWith("dont_send", false);
  });

  it("says why a send was held without findings: its scan ran out of time", () => {
    renderDialog("WARN", {
      mode: "WARN",
      content_result: [],
      document_results: [],
      rememberizer_api_result_content: [],
      reason: "scan_budget_exceeded",
    });
    expect(screen.getByTestId("dlp.intro").textContent).toMatch(
      /could not be checked for sensitive data in time/,
    );
    expect(screen.queryAllByTestId("dlp.entity")).toEqual([]);
  });
});
