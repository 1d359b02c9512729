// The parley-helper command as a user runs it: serve, pair by typing the code in its terminal or
// with `parley-helper pair <code>`, a second start, shutdown.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HELPER_PATHS,
  helperPairingSchema,
  helperPairingStateSchema,
} from "@parley/shared-contracts/api/helper-app";
import { call, ORIGIN, tempFolder } from "./test/fixtures.ts";

const BIN = fileURLToPath(new URL("../bin/parley-helper.js", import.meta.url));
let home: Awaited<ReturnType<typeof tempFolder>>;
let env: NodeJS.ProcessEnv;
let serving: ChildProcessWithoutNullStreams;
let output = "";
let port = 0;
let firstSecret = "";

function run(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { env });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output: text }));
  });
}

async function askToPair() {
  const answer = await call(port, HELPER_PATHS.pair, { method: "POST" });
  expect(answer.status).toBe(201);
  return helperPairingSchema.parse(answer.body);
}

const poll = async (pairingId: string) =>
  helperPairingStateSchema.parse((await call(port, HELPER_PATHS.pairStatus, { body: { pairingId } })).body);

beforeAll(async () => {
  home = await tempFolder("parley-helper-home-");
  env = { ...process.env, HOME: home.path, XDG_CONFIG_HOME: join(home.path, ".config") };
  serving = spawn(process.execPath, [BIN, "--port", "0"], { env });
  serving.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  serving.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 20_000;
  while (!/listening on http:\/\/127\.0\.0\.1:\d+/.test(output)) {
    if (Date.now() > deadline || serving.exitCode !== null)
      throw new Error(`parley-helper did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  port = Number(/listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]);
});

afterAll(async () => {
  if (serving.exitCode === null) serving.kill("SIGKILL");
  await home.remove();
});

describe("parley-helper", () => {
  it("prints its version", async () => {
    expect(await run(["--version"])).toEqual({ code: 0, output: "1.0.0\n" });
  });

  it("pairs when the user types the code shown in its terminal", async () => {
    const request = await askToPair();
    await expect.poll(() => output).toContain(`${ORIGIN} asks to pair with code ${request.code}`);
    // Where the user approves, the terminal says that a server's tools can return environment values.
    expect(output).toMatch(/server's tools can read its environment variables .* and return their values/);
    expect(await poll(request.pairingId)).toEqual({ status: "pending" });
    serving.stdin.write(`${request.code}\n`);
    await expect.poll(() => output).toContain(`paired with ${ORIGIN}`);
    const state = await poll(request.pairingId);
    firstSecret = state.status === "approved" ? state.secret : "";
    expect((await call(port, HELPER_PATHS.status, { secret: firstSecret })).status).toBe(200);
  });

  it("pairs with `parley-helper pair <code>` from another terminal", async () => {
    const request = await askToPair();
    const wrong = await run(["pair", "000-00"]);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain("No pairing request waits with this code.");
    const approved = await run(["pair", request.code]);
    expect(approved).toEqual({ code: 0, output: `[parley-helper] paired with ${ORIGIN}\n` });
    expect((await poll(request.pairingId)).status).toBe("approved");
  });

  it("a second start on a taken port leaves the running one alone", async () => {
    const second = await run(["parley-helper://start", "--port", String(port)]);
    expect(second.code).toBe(0);
    expect(second.output).toContain(`port ${port} is taken`);
    expect(serving.exitCode).toBeNull();
  });

  it("unpair forgets an origin's pairing at once", async () => {
    expect(await run(["unpair", ORIGIN])).toEqual({ code: 0, output: `[parley-helper] forgot ${ORIGIN}\n` });
    expect((await call(port, HELPER_PATHS.status, { secret: firstSecret })).status).toBe(401);
    expect((await run(["unpair"])).output).toContain("nothing was paired");
  });

  it("shutdown ends the process, and pair then says the helper is not running", async () => {
    const request = await askToPair();
    serving.stdin.write(`${request.code}\n`);
    await expect.poll(() => output.split(`paired with ${ORIGIN}`).length).toBe(3);
    const state = await poll(request.pairingId);
    const secret = state.status === "approved" ? state.secret : "";
    const exited = new Promise((resolve) => serving.once("exit", resolve));
    expect((await call(port, HELPER_PATHS.shutdown, { method: "POST", secret })).status).toBe(202);
    expect(await exited).toBe(0);
    expect(existsSync(join(home.path, ".config", "parley-helper", "control-token"))).toBe(false);
    const pair = await run(["pair", "123-456"]);
    expect(pair.code).toBe(1);
    expect(pair.output).toContain("the helper is not running");
    // Without a running helper, unpair edits the state file.
    expect((await run(["unpair"])).output).toContain(`forgot ${ORIGIN}`);
  });
});
