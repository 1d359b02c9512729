import { screen, waitFor } from "@testing-library/react";
import { useContext } from "react";
import { QueryClientContext, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SHELL_CONTRACT_VERSION } from "@parley/shared-contracts/shell";
import { createQueryClient } from "../api/query-client.ts";
import type { RemoteMessages } from "../i18n/remote-messages.ts";
import { useShell } from "../shell/shell-context.tsx";
import { createFakeApi } from "../testing/fake-api.ts";
import { createFakeShell } from "../testing/fake-shell.ts";
import { parcelHarness } from "../testing/parcel-harness.ts";
import type { ParcelRootProps } from "./create-parcel.tsx";
import { definePlainRemoteParcels } from "./define-plain-remote-parcels.tsx";
import { defineRemoteParcels } from "./define-remote-parcels.tsx";

const harness = parcelHarness("mf_tools");

function fakeMessages(): RemoteMessages {
  return {
    namespace: "mf_tools",
    ensure: vi.fn(async () => undefined),
    preload: vi.fn(),
    useMessages: vi.fn(),
  };
}

const crashTexts = () => ({ message: "Tools stopped working.", reload: "Reload" });

function Broken(): never {
  throw new Error("broken screen");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("defineRemoteParcels", () => {
  it("mounts the component in the remote's root, with the mounted props, texts and one query client", async () => {
    const messages = fakeMessages();
    const queryClient = createQueryClient();
    const { defineParcel } = defineRemoteParcels({ messages, crashTexts, queryClient });
    const clients: QueryClient[] = [];
    function Editor(props: ParcelRootProps<"mf_tools/ToolEditorDialog">) {
      clients.push(useQueryClient());
      const { session } = useShell();
      return (
        <button type="button" onClick={props.onClose}>
          Tool {props.toolId} of {session.subdomain}
        </button>
      );
    }
    function Panel() {
      clients.push(useQueryClient());
      return <p>Tools panel</p>;
    }
    const editor = defineParcel("mf_tools/ToolEditorDialog", Editor);
    const panel = defineParcel("mf_tools/ToolsPanel", Panel);
    expect(editor.requiredContractVersion).toBe(SHELL_CONTRACT_VERSION);

    const { shell } = createFakeShell({ api: createFakeApi({}).api, language: "fr" });
    const onClose = vi.fn();
    await harness.mount(editor, shell, { toolId: 12, onClose });
    await harness.mount(panel, shell);
    screen.getByRole("button", { name: "Tool 12 of acme" }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Tools panel")).toBeTruthy();
    // The page's language before the first paint, and kept in step with the shell's.
    expect(messages.ensure).toHaveBeenCalledWith("fr");
    expect(messages.useMessages).toHaveBeenCalledWith("fr", shell.bus);
    // Both parcels read and write the remote's one cache.
    expect(clients.length).toBeGreaterThanOrEqual(2);
    for (const client of clients) expect(client).toBe(queryClient);
  });

  it("makes the remote's client itself when given none, the same for each of its parcels", async () => {
    const { defineParcel } = defineRemoteParcels({ messages: fakeMessages(), crashTexts });
    const clients = new Set<QueryClient>();
    function Panel() {
      clients.add(useQueryClient());
      return <p>Panel</p>;
    }
    function Sidebar() {
      clients.add(useQueryClient());
      return <p>Sidebar</p>;
    }
    const { shell } = createFakeShell({ api: createFakeApi({}).api });
    await harness.mount(defineParcel("mf_tools/ToolsPanel", Panel), shell);
    await harness.mount(defineParcel("mf_tools/ToolsSidebar", Sidebar), shell);
    expect(screen.getByText("Sidebar")).toBeTruthy();
    expect(clients.size).toBe(1);
  });

  it("shows the remote's crash panel, or the parcel's own, and reports the parcel's module", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { defineParcel } = defineRemoteParcels({ messages: fakeMessages(), crashTexts });
    const fake = createFakeApi({ "POST /api/v1/remotes/errors": { status: 204 } });
    const { shell } = createFakeShell({ api: fake.api });
    await harness.mount(defineParcel("mf_tools/ToolsPanel", Broken), shell);
    expect((await screen.findByRole("alert")).textContent).toContain("Tools stopped working.");
    await waitFor(() => expect(fake.callsTo("POST", "/api/v1/remotes/errors")).toHaveLength(1));
    expect(JSON.parse(String(fake.calls[0]?.body))).toMatchObject({
      remote: "mf_tools",
      module: "./ToolsPanel",
      message: "broken screen",
    });

    document.body.innerHTML = "";
    const own = () => ({ message: "The sidebar stopped working.", reload: "Reload" });
    await harness.mount(defineParcel("mf_tools/ToolsSidebar", Broken, { crashTexts: own }), shell);
    expect((await screen.findByRole("alert")).textContent).toContain("The sidebar stopped working.");
  });
});

describe("definePlainRemoteParcels", () => {
  it("mounts the component with the shell props and texts, without a query client", async () => {
    const messages = fakeMessages();
    const { defineParcel, RemoteRoot } = definePlainRemoteParcels({ messages, crashTexts });
    function Page(props: ParcelRootProps<"mf_tools/ToolsScreen">) {
      const { location } = useShell();
      const client = useContext(QueryClientContext);
      return (
        <p>
          {location.pathname} {props.name} {client === undefined ? "without" : "with"} a query client
        </p>
      );
    }
    const { shell } = createFakeShell({ api: createFakeApi({}).api, pathname: "/tools" });
    const mounted = await harness.mount(defineParcel("mf_tools/ToolsScreen", Page), shell);
    expect(screen.getByText(`/tools ${mounted.props.name} without a query client`)).toBeTruthy();
    expect(messages.useMessages).toHaveBeenCalledWith("en", shell.bus);
    expect(RemoteRoot).toBeTypeOf("function");
  });
});
