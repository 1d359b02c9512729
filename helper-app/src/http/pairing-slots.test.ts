// Security round 3, over HTTP: another allowed Parley origin (another tenant under the same
// wildcard) that floods `POST /pair` cannot keep this origin, or another page of its own, from pairing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HELPER_PATHS,
  helperErrorSchema,
  helperPairingSchema,
} from "@parley/shared-contracts/api/helper-app";
import { startHelper, type RunningHelper } from "../helper.ts";
import { ORIGIN, call, pair, tempFolder, writeConfig } from "../test/fixtures.ts";

const NOISY = "https://noisy.parley.example.com";
let folder: Awaited<ReturnType<typeof tempFolder>>;
let helper: RunningHelper;

beforeAll(async () => {
  folder = await tempFolder();
  await writeConfig(folder.path, { allowedOrigins: [ORIGIN, "https://*.parley.example.com"] });
  helper = await startHelper({ dir: folder.path, port: 0 });
});

afterAll(async () => {
  await helper.close();
  await folder.remove();
});

const askToPair = (origin: string, body?: unknown) =>
  call(helper.port, HELPER_PATHS.pair, { method: "POST", origin, body });

describe("pairing slots over HTTP", () => {
  it("a flood of pairing requests from one origin leaves other origins and clients able to pair", async () => {
    for (let index = 0; index < 30; index++) {
      const answer = await askToPair(NOISY, index % 3 === 0 ? undefined : { clientId: `flood-${index}` });
      expect(answer.status).toBe(201);
    }
    const secret = await pair(helper);
    expect((await call(helper.port, HELPER_PATHS.status, { secret })).status).toBe(200);

    // Another page of the flooding origin pairs too, with its own client id.
    const own = helperPairingSchema.parse((await askToPair(NOISY, { clientId: "quiet-tab" })).body);
    expect(await helper.pairings.approve(own.code)).toBe(NOISY);
    const polled = await call(helper.port, HELPER_PATHS.pairStatus, {
      origin: NOISY,
      body: { pairingId: own.pairingId },
    });
    expect(polled.body).toMatchObject({ status: "approved" });
  });

  it("refuses a client id that is not a short plain id", async () => {
    for (const clientId of ["", "a b", "x".repeat(101), 42]) {
      const answer = await askToPair(ORIGIN, { clientId });
      expect(answer.status).toBe(400);
      expect(helperErrorSchema.parse(answer.body).error.code).toBe("invalid_request");
    }
  });
});
