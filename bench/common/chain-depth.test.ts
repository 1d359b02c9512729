import { describe, expect, it } from "vitest";
import { chainDepths, type Fetch } from "./chain-depth.ts";

const doc = "http://acme.localhost/conversations/new";
const fetch = (id: string, url: string, initiator: string | undefined): Fetch => ({
  id,
  url,
  type: "Script",
  start: 0,
  end: 0,
  initiator,
});

describe("chainDepths", () => {
  it("counts each script that asks for the next as one step", () => {
    const depths = chainDepths(
      [
        fetch("1", doc, undefined),
        fetch("2", "http://acme.localhost/assets/main.js", doc),
        fetch("3", "http://acme.localhost/api/v1/remotes/manifest", "http://acme.localhost/assets/main.js"),
        fetch("4", "http://acme.localhost/remotes/x/remoteEntry.js", "http://acme.localhost/assets/main.js"),
        fetch(
          "5",
          "http://acme.localhost/remotes/x/chunk.js",
          "http://acme.localhost/remotes/x/remoteEntry.js",
        ),
        fetch("6", "http://acme.localhost/preloaded.js", doc),
      ],
      doc,
    );
    expect(Object.fromEntries(depths)).toEqual({ "1": 0, "2": 1, "3": 2, "4": 2, "5": 3, "6": 1 });
  });

  it("treats an unknown initiator as the document's and survives a cycle", () => {
    const depths = chainDepths(
      [fetch("a", "http://x/a.js", "http://x/b.js"), fetch("b", "http://x/b.js", "http://x/a.js")],
      doc,
    );
    expect(Object.fromEntries(depths)).toEqual({ a: 2, b: 1 });
  });
});
