import { afterEach, describe, expect, it } from "vitest";
import { releaseFailedPreloads, remoteBase, type ResourceTiming } from "./release-failed-preloads.ts";

const base = "http://acme.localhost/remotes/mf_auth/1.0.0/";

function preload(href: string, as: string): HTMLLinkElement {
  const link = document.createElement("link");
  link.rel = "preload";
  link.setAttribute("as", as);
  link.href = href;
  link.integrity = "sha384-abc";
  link.setAttribute("crossorigin", "anonymous");
  document.head.append(link);
  return link;
}

/** The throwaway elements (not the preload links themselves). */
const taken = () =>
  [...document.head.querySelectorAll("script, link")].filter((el) => el.getAttribute("rel") !== "preload");

afterEach(() => {
  document.head.replaceChildren();
});

describe("releaseFailedPreloads", () => {
  it("takes each failed preload of the remote with an element of the same kind, integrity and CORS mode", () => {
    preload(`${base}remoteEntry.js`, "script");
    preload(`${base}assets/879.js`, "script");
    preload(`${base}assets/page.css`, "style");
    preload(`${base}assets/ok.js`, "script");
    preload("http://acme.localhost/remotes/mf_chat/1.0.0/remoteEntry.js", "script");
    const entries: ResourceTiming[] = [
      { name: `${base}remoteEntry.js`, responseStatus: 404 },
      { name: `${base}assets/879.js`, responseStatus: 503 },
      { name: `${base}assets/page.css`, responseStatus: 0 },
      { name: `${base}assets/ok.js`, responseStatus: 200 },
      { name: "http://acme.localhost/remotes/mf_chat/1.0.0/remoteEntry.js", responseStatus: 404 },
    ];

    expect(releaseFailedPreloads(base, () => entries)).toBe(3);
    const elements = taken();
    expect(elements.map((el) => el.getAttribute("src") ?? el.getAttribute("href"))).toEqual([
      `${base}remoteEntry.js`,
      `${base}assets/879.js`,
      `${base}assets/page.css`,
    ]);
    expect(elements.map((el) => el.tagName)).toEqual(["SCRIPT", "SCRIPT", "LINK"]);
    expect(elements[2]?.getAttribute("rel")).toBe("stylesheet");
    for (const el of elements) {
      expect(el.getAttribute("integrity")).toBe("sha384-abc");
      expect(el.getAttribute("crossorigin")).toBe("anonymous");
    }

    // Each is removed once the browser answered it.
    elements[0]?.dispatchEvent(new Event("error"));
    expect(taken()).toHaveLength(2);
  });

  it("takes a preload once, however often the remote fails", () => {
    preload(`${base}remoteEntry.js`, "script");
    const entries = () => [{ name: `${base}remoteEntry.js`, responseStatus: 404 }];
    expect(releaseFailedPreloads(base, entries)).toBe(1);
    expect(releaseFailedPreloads(base, entries)).toBe(0);
  });

  it("takes nothing when the browser's resource timing cannot say which preload failed", () => {
    preload(`${base}remoteEntry.js`, "script");
    expect(releaseFailedPreloads(base, () => [{ name: `${base}remoteEntry.js` }])).toBe(0);
    expect(releaseFailedPreloads(base, () => [])).toBe(0);
    expect(taken()).toHaveLength(0);
  });
});

describe("remoteBase", () => {
  it("is the folder of the remote's entry, absolute", () => {
    expect(remoteBase("/remotes/mf_auth/1.0.0/remoteEntry.js", "http://acme.localhost/sign-in")).toBe(base);
    expect(remoteBase(`${base}mf-manifest.json`)).toBe(base);
  });
});
