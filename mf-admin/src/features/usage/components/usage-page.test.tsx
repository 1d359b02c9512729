import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { UsageReport } from "@parley/shared-contracts/api/admin-usage";
import { createFakeApi, type FakeAnswer } from "@parley/ui-kit/testing/fake-api.ts";
import { createFakeShell } from "@parley/ui-kit/testing/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { UsagePage } from "./usage-page.tsx";

const DEFAULT = "GET /api/v1/admin/usage/";
const report: UsageReport = {
  from: "2026-11-01",
  to: "2026-11-30",
  total_cost: "2.250000",
  rows: [
    {
      member: "owner@acme.test",
      model: "Fake GPT",
      replies: 12,
      input_tokens: 3400,
      output_tokens: 1200,
      cost: "1.5",
    },
    {
      member: "mel@acme.test",
      model: "Claude",
      replies: 3,
      input_tokens: 90,
      output_tokens: 40,
      cost: "0.75",
    },
  ],
  days: [
    { day: "2026-11-02", cost: "1.5" },
    { day: "2026-11-03", cost: "0.75" },
  ],
};
const ok = (body: UsageReport): FakeAnswer => ({ status: 200, body });

function renderPage(routes: Parameters<typeof createFakeApi>[0]) {
  const fake = createFakeApi({ [DEFAULT]: ok(report), ...routes });
  renderInShell(<UsagePage />, createFakeShell({ api: fake.api, pathname: "/usage" }).shell);
  return fake;
}

/** The table's body rows as their cells' texts. */
const rows = () =>
  within(screen.getByTestId("usage.table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );

describe("the usage page", () => {
  it("shows the default period's total, a labelled chart and the cost per member and model", async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const fake = renderPage({ [DEFAULT]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    expect(screen.getByRole("status").textContent).toContain("Loading…");
    expect(screen.getByRole("link", { name: "Usage" }).getAttribute("aria-current")).toBe("page");
    answer(ok(report));

    expect((await screen.findByTestId("usage.total")).textContent).toBe(
      "$2.25 from 2026-11-01 to 2026-11-30",
    );
    expect(
      within(screen.getByTestId("usage.table"))
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Member", "Model", "Replies", "Tokens in / out", "Cost"]);
    expect(rows()).toEqual([
      ["owner@acme.test", "Fake GPT", "12", "3400 / 1200", "$1.50"],
      ["mel@acme.test", "Claude", "3", "90 / 40", "$0.75"],
    ]);
    // No period chosen: the server's default, asked without a query.
    expect(fake.calls.map((c) => c.path)).toEqual(["/api/v1/admin/usage/"]);
  });

  it("draws a bar per day, as tall as its share of the largest, titled with the day and the amount", async () => {
    renderPage({});
    const chart = await screen.findByRole("img", { name: "Cost per day" });
    const bars = [...chart.querySelectorAll("rect")];
    expect(bars.map((bar) => bar.querySelector("title")?.textContent)).toEqual([
      "2026-11-02: $1.50",
      "2026-11-03: $0.75",
    ]);
    const heights = bars.map((bar) => Number(bar.getAttribute("height")));
    expect(heights[0]).toBeCloseTo(150);
    expect(heights[1]).toBeCloseTo(75);
    // Bars stand on the bottom edge, side by side.
    expect(bars.map((bar) => Number(bar.getAttribute("y")) + Number(bar.getAttribute("height")))).toEqual([
      160, 160,
    ]);
    expect(Number(bars[0]!.getAttribute("x"))).toBeLessThan(Number(bars[1]!.getAttribute("x")));
  });

  it("says there were no replies, without a chart or a table", async () => {
    renderPage({ [DEFAULT]: ok({ ...report, total_cost: "0.000000", rows: [], days: [] }) });
    expect(await screen.findByText("No replies in this period.")).toBeTruthy();
    expect(screen.getByTestId("usage.total").textContent).toBe("$0.00 from 2026-11-01 to 2026-11-30");
    expect(screen.queryByRole("img", { name: "Cost per day" })).toBeNull();
    expect(screen.queryByTestId("usage.table")).toBeNull();
  });

  it("asks for the chosen period on Show, keeping the last report until the new one arrives", async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const december: UsageReport = {
      from: "2026-12-01",
      to: "2026-12-02",
      total_cost: "0.000100",
      rows: [
        {
          member: "mel@acme.test",
          model: "Claude",
          replies: 1,
          input_tokens: 5,
          output_tokens: 7,
          cost: "0.0001",
        },
      ],
      days: [{ day: "2026-12-02", cost: "0.0001" }],
    };
    const fake = renderPage({
      "GET /api/v1/admin/usage/?from=2026-12-01&to=2026-12-02": () =>
        new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    await screen.findByTestId("usage.total");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-12-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-12-02" } });
    // Typing a date alone asks nothing.
    expect(fake.calls).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() =>
      expect(fake.callsTo("GET", "/api/v1/admin/usage/?from=2026-12-01&to=2026-12-02")).toHaveLength(1),
    );
    expect(screen.getByTestId("usage.total").textContent).toBe("$2.25 from 2026-11-01 to 2026-11-30");
    answer(ok(december));
    await waitFor(() =>
      expect(screen.getByTestId("usage.total").textContent).toBe("$0.0001 from 2026-12-01 to 2026-12-02"),
    );
    expect(rows()).toEqual([["mel@acme.test", "Claude", "1", "5 / 7", "$0.0001"]]);
  });

  it("sends only the days that are filled in", async () => {
    const fake = renderPage({
      "GET /api/v1/admin/usage/?to=2026-11-15": ok({ ...report, to: "2026-11-15" }),
    });
    await screen.findByTestId("usage.total");
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-15" } });
    fireEvent.submit(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(screen.getByTestId("usage.total").textContent).toContain("to 2026-11-15"));
    expect(fake.calls.map((c) => c.path)).toEqual([
      "/api/v1/admin/usage/",
      "/api/v1/admin/usage/?to=2026-11-15",
    ]);
  });

  it("says a period that ends before it starts is wrong, without asking the server", async () => {
    const fake = renderPage({});
    await screen.findByTestId("usage.total");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-12-05" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-12-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The period must run from a day to the same or a later one.",
    );
    expect(fake.calls).toHaveLength(1);
    // The last report stays; a right period clears the message.
    expect(screen.getByTestId("usage.table")).toBeTruthy();
    fake.routes["GET /api/v1/admin/usage/?from=2026-11-01&to=2026-12-01"] = ok(report);
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    await waitFor(() => expect(fake.calls).toHaveLength(2));
  });

  it("says why the server refused a period, with no retry that would meet the same answer", async () => {
    const fake = renderPage({
      "GET /api/v1/admin/usage/?from=2024-01-01": {
        status: 400,
        body: { error: { message: "The period is longer than a year", code: "validation_error" } },
      },
    });
    await screen.findByTestId("usage.total");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2024-01-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The period is longer than a year");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(fake.calls.map((c) => c.path)).toContain("/api/v1/admin/usage/?from=2024-01-01");
  });

  it("offers a retry after a failed load, and the refusal on a 403", async () => {
    const fake = renderPage({ [DEFAULT]: { status: 503, body: { error: { message: "down", code: "x" } } } });
    const failed = await screen.findByTestId("admin.load-failed");
    fake.routes[DEFAULT] = ok(report);
    fireEvent.click(within(failed).getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("usage.table")).toBeTruthy();

    fake.routes["GET /api/v1/admin/usage/?from=2026-01-01"] = {
      status: 403,
      body: { error: { message: "no", code: "forbidden" } },
    };
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-01-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect((await screen.findByTestId("admin.forbidden")).textContent).toBe(
      "You do not have managing permission!",
    );
    expect(screen.queryByTestId("usage.table")).toBeNull();
  });
});
