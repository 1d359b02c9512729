import { describe, expect, it, vi } from "vitest";
import { apiAnswering, inlineJson, testProfile } from "../../test/shell-test-kit.tsx";
import { INLINE_SESSION_ID } from "../browser/inline-data.ts";
import { createSessionStore, takeInlineProbe, type InlineProbe } from "./session-store.ts";

function store(status: number, initialProbe: InlineProbe | null = null) {
  const api = apiAnswering(status);
  const navigate = vi.fn();
  const session = createSessionStore({
    initialProbe,
    api,
    refreshSession: async () => "rejected",
    tenant: "acme",
    currentPath: () => "/routines/3?x=1",
    navigate,
  });
  return { api, navigate, session };
}

const pathsOf = (api: ReturnType<typeof apiAnswering>) => vi.mocked(api).mock.calls.map(([path]) => path);

describe("createSessionStore", () => {
  it("is signed in when the profile loads, with the contract object for parcels", async () => {
    const { session } = store(200);
    expect(session.getState().status).toBe("loading");
    await expect(session.load()).resolves.toEqual(testProfile);
    const state = session.getState();
    expect(state.status).toBe("signed-in");
    expect(state.session).toMatchObject({ profile: testProfile, subdomain: "acme" });
  });

  it("is signed out when the probe says so, asking nothing that fails; unreachable on a 5xx", async () => {
    const { api, session: signedOut } = store(401);
    await signedOut.load();
    expect(signedOut.getState()).toMatchObject({ status: "signed-out", profile: null });
    expect(pathsOf(api)).toEqual(["/api/v1/authentication/session/"]);
    const down = store(502).session;
    await down.load();
    expect(down.getState().status).toBe("unreachable");
  });

  it("reload asks again after a load that began before the cookies changed (the admin hand-over)", async () => {
    let cookiesSet = false;
    let answerProbe: () => void = () => undefined;
    const probeAsked = new Promise<void>((resolve) => (answerProbe = resolve));
    const api = vi.fn(async (path: string) => {
      if (path === "/api/v1/authentication/session/") {
        const signedIn = cookiesSet;
        if (!signedIn) await probeAsked;
        return Response.json({ session: signedIn ? "signed-in" : "signed-out" });
      }
      return Response.json(testProfile);
    });
    const session = createSessionStore({
      api,
      refreshSession: async () => "rejected",
      tenant: "acme",
      currentPath: () => "/",
      navigate: vi.fn(),
    });
    // A load under way asked while the tab had no session; then the hand-over signs the tab in.
    const early = session.load();
    cookiesSet = true;
    const afterHandoff = session.reload();
    answerProbe();
    await expect(early).resolves.toBeNull();
    await expect(afterHandoff).resolves.toEqual(testProfile);
    expect(session.getState().status).toBe("signed-in");
  });

  it("is signed out, not unreachable, where the host has no workspace (404)", async () => {
    const root = store(404).session;
    await root.load();
    expect(root.getState()).toMatchObject({ status: "signed-out", profile: null });
  });

  it("shares one probe and profile request between concurrent loads and notifies subscribers", async () => {
    const { api, session } = store(200);
    const listener = vi.fn();
    session.subscribe(listener);
    await Promise.all([session.load(), session.load()]);
    expect(pathsOf(api)).toEqual(["/api/v1/authentication/session/", "/api/v1/members/detail"]);
    expect(listener).toHaveBeenCalledTimes(1);
    // Signed in, a reload reads the profile alone.
    await session.load();
    expect(pathsOf(api).at(-1)).toBe("/api/v1/members/detail");
    expect(pathsOf(api)).toHaveLength(3);
  });

  it("uses the document's probe answer for the first load only", async () => {
    const { api, session } = store(200, "signed-in");
    await session.load();
    expect(session.getState().status).toBe("signed-in");
    expect(pathsOf(api)).toEqual(["/api/v1/members/detail"]);
    const root = store(404, "no-workspace");
    await root.session.load();
    expect(root.session.getState().status).toBe("signed-out");
    expect(pathsOf(root.api)).toEqual([]);
    // Later loads (after signing in on that page) ask the server.
    await root.session.load();
    expect(pathsOf(root.api)[0]).toBe("/api/v1/authentication/session/");
  });

  it("reads the document's probe answer once, and only the answers it can tell", () => {
    const inline = (text: string) => inlineJson(INLINE_SESSION_ID, text);
    inline(JSON.stringify({ session: "signed-in" }));
    expect(takeInlineProbe()).toBe("signed-in");
    expect(takeInlineProbe()).toBeNull();
    inline(JSON.stringify({ session: "refreshable" }));
    expect(takeInlineProbe()).toBeNull();
    inline("{broken");
    expect(takeInlineProbe()).toBeNull();
  });

  it("refreshes the token first when the probe finds only the refresh cookie", async () => {
    const calls: string[] = [];
    const api = vi.fn(async (path: string) => {
      calls.push(path);
      if (path.includes("/authentication/session/"))
        return new Response(JSON.stringify({ session: "refreshable" }), { status: 200 });
      return new Response(JSON.stringify(testProfile), { status: 200 });
    });
    const make = (outcome: "refreshed" | "rejected" | "unreachable") =>
      createSessionStore({
        api,
        refreshSession: async () => {
          calls.push(`refresh:${outcome}`);
          return outcome;
        },
        tenant: "acme",
        currentPath: () => "/",
        navigate: vi.fn(),
      });
    const refreshed = make("refreshed");
    await refreshed.load();
    expect(refreshed.getState().status).toBe("signed-in");
    expect(calls).toEqual(["/api/v1/authentication/session/", "refresh:refreshed", "/api/v1/members/detail"]);
    calls.length = 0;
    const refused = make("rejected");
    await refused.load();
    expect(refused.getState().status).toBe("signed-out");
    expect(calls).toEqual(["/api/v1/authentication/session/", "refresh:rejected"]);
    const down = make("unreachable");
    await down.load();
    expect(down.getState().status).toBe("unreachable");
  });

  it("signs out with the last visited path, then goes to /sign-in", async () => {
    const { api, navigate, session } = store(200);
    await session.load();
    await session.getState().session.signOut();
    const [path, init] = vi.mocked(api).mock.calls.at(-1)!;
    expect(path).toBe("/api/v1/authentication/logout/");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ last_visited_path: "/routines/3?x=1" });
    expect(session.getState()).toMatchObject({ status: "signed-out", byUser: true });
    expect(navigate).toHaveBeenCalledWith("/sign-in");
  });

  it("ends the session when the api client says the refresh was refused", async () => {
    const { session } = store(200);
    await session.load();
    session.expire();
    expect(session.getState()).toMatchObject({ status: "signed-out", profile: null, byUser: false });
  });
});
