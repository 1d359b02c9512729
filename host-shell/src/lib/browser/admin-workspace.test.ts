import { describe, expect, it } from "vitest";
import { adminWorkspace, withAdminWorkspace } from "./admin-workspace.ts";
import { readHost } from "./host.ts";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

describe("the admin host's workspace", () => {
  it("comes from ?account= and is remembered for the tab", () => {
    const storage = memoryStorage();
    expect(adminWorkspace("?account=Acme&locale=de", storage)).toBe("acme");
    expect(adminWorkspace("", storage)).toBe("acme");
    expect(adminWorkspace("?account=globex", storage)).toBe("globex");
  });

  it("ignores a name that cannot be a workspace", () => {
    const storage = memoryStorage();
    expect(adminWorkspace("?account=../x", storage)).toBeNull();
    expect(adminWorkspace("?account=-a", storage)).toBeNull();
  });

  it("becomes the tenant on the admin host only", () => {
    sessionStorage.clear();
    expect(withAdminWorkspace(readHost("admin.localhost"), "?account=acme").tenant).toBe("acme");
    expect(withAdminWorkspace(readHost("globex.localhost"), "?account=acme").tenant).toBe("globex");
  });
});
