import { describe, expect, it } from "vitest";
import { devServerEnv, devServerName, devServersVariable, publicAddress } from "./env.ts";
import { devPortTable } from "./ports.ts";

const ports = devPortTable(["mf-auth", "mf-tools"]);

describe("the dev server environment", () => {
  it("names the host shell and each remote's container", () => {
    expect(devServerName("host-shell")).toBe("shell");
    expect(devServerName("mf-team-notes")).toBe("mf_team_notes");
  });

  it("lists every dev server's origin in PARLEY_DEV_SERVERS", () => {
    expect(devServersVariable(ports)).toBe(
      "shell=http://localhost:3000,mf_auth=http://localhost:3001,mf_tools=http://localhost:3002",
    );
  });

  it("fills in the defaults and keeps what the developer set", () => {
    expect(devServerEnv({}, ports, 40123)).toMatchObject({
      LOG_LEVEL: "warn",
      PARLEY_SHUTDOWN_GRACE_MS: "1000",
    });
    expect(devServerEnv({ LOG_LEVEL: "info" }, ports, 40123)).toMatchObject({ LOG_LEVEL: "info" });
  });

  it("puts the server on loopback behind the public address, whose links it gives", () => {
    expect(publicAddress({})).toEqual({ host: "localhost", port: 8080 });
    expect(publicAddress({ HOST: "0.0.0.0", PORT: "8090" })).toEqual({ host: "0.0.0.0", port: 8090 });
    expect(devServerEnv({ PORT: "8090" }, ports, 40123)).toMatchObject({
      HOST: "127.0.0.1",
      PORT: "40123",
      PARLEY_PUBLIC_URL: "http://localhost:8090",
    });
    expect(
      devServerEnv({ PARLEY_PUBLIC_URL: "http://parley.test:8090" }, ports, 40123).PARLEY_PUBLIC_URL,
    ).toBe("http://parley.test:8090");
  });

  it("keeps dev servers listed by hand after its own", () => {
    const env = devServerEnv(
      { PARLEY_DEV_SERVERS: "mf_share=http://10.0.0.5:3006" },
      new Map([["host-shell", 3000]]),
      40123,
    );
    expect(env.PARLEY_DEV_SERVERS).toBe("shell=http://localhost:3000,mf_share=http://10.0.0.5:3006");
  });
});
