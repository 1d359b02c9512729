// DLP disguises of security round 3 that passed: cards split by commas, en dashes, U+2011, " - ",
// filler words, markdown table pipes or code spans; digits split by format and invisible characters
// (bidi marks, invisible operators, U+034F, U+061C, variation selectors, tag characters); percent-
// encoded and HTML-entity text; e-mails spelled "name at example dot com"; SSNs with any dash or
// space. Each is caught by the detector with the whole disguised span replaced on anonymization, and
// holds a send when it comes in the message, in an attached text file and in a fetched page.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymize, detect } from "../../src/modules/dlp/detector.ts";
import type { FindingType } from "../../src/modules/dlp/detector.ts";
import type { Client } from "../helpers/client.ts";
import { send } from "../helpers/conversations.ts";
import { startFakeProviderApp } from "../helpers/fake-provider-app.ts";
import type { FakeProviderApp } from "../helpers/fake-provider-app.ts";
import { sendFiles } from "../modules/attachments/send-files.ts";

const LABELS: Record<string, string> = { credit_card: "CARD", email: "EMAIL", us_ssn: "SSN" };

/** [name, disguise, type, what anonymization leaves of the disguise (default: the placeholder)]. */
const CORPUS: [string, string, FindingType, string?][] = [
  ["a card with commas", "4111,1111,1111,1111", "credit_card"],
  ["a card with commas and spaces", "4111, 1111, 1111, 1111", "credit_card"],
  ["a card with en dashes", "4111–1111–1111–1111", "credit_card"],
  ["a card with non-breaking hyphens", "4111\u20111111\u20111111\u20111111", "credit_card"],
  ["a card with minus signs", "5555\u22125555\u22125555\u22124444", "credit_card"],
  ["a card with spaced dashes", "4111 - 1111 - 1111 - 1111", "credit_card"],
  ["a card with filler words", "4111 then 1111 and 1111 also 1111", "credit_card"],
  ["a card in a markdown table row", "| 4111 | 1111 | 1111 | 1111 |", "credit_card", "| [CARD_1] |"],
  ["a card in code spans", "`4111` `1111` `1111` `1111`", "credit_card", "`[CARD_1]`"],
  ["a card split by bidi marks", "4111\u200e1111\u200f1111\u200e1111", "credit_card"],
  ["a card split by invisible operators", "4111\u20621111\u20631111\u20641111", "credit_card"],
  ["a card split by U+034F and U+061C", "41\u034f11 1111 11\u061c11 1111", "credit_card"],
  ["a card split by variation selectors", "4111\ufe0f1111\ufe001111\u{e0100}1111", "credit_card"],
  ["a card split by tag characters", "4111\u{e0041}1111\u{e0020}1111\u{e007f}1111", "credit_card"],
  ["a card with percent-encoded spaces", "4111%201111%201111%201111", "credit_card"],
  ["a card with entity spaces", "4111&#32;1111&nbsp;1111&#x20;1111", "credit_card"],
  ["a percent-encoded e-mail", "jane.doe%40example.com", "email"],
  ["a double percent-encoded e-mail", "jane.doe%2540example.com", "email"],
  ["an entity-encoded e-mail", "jane.doe&#64;example&#46;com", "email"],
  ["a named-entity e-mail", "jane.doe&commat;example&period;com", "email"],
  ["an e-mail spelled with at and dot", "jane at example dot com", "email"],
  ["an e-mail spelled in capitals", "Jane AT Example DOT Com", "email"],
  ["an e-mail spelled with [at] and [dot]", "jane [at] example [dot] co [dot] uk", "email"],
  ["an e-mail spelled in Spanish", "juan arroba ejemplo punto es", "email"],
  ["an SSN with en dashes", "123–45–6789", "us_ssn"],
  ["an SSN with non-breaking hyphens", "123\u201145\u20116789", "us_ssn"],
  ["an SSN with spaces", "123 45 6789", "us_ssn"],
  ["an SSN with thin spaces", "123\u200945\u20096789", "us_ssn"],
  ["an SSN with tabs", "123\t45\t6789", "us_ssn"],
];

describe("the detector sees through each disguise", () => {
  it.each(CORPUS)("%s", (_, disguise, type, left) => {
    const text = `please use ${disguise} today`;
    const found = detect(text);
    expect(found.map((f) => f.type)).toEqual([type]);
    for (const f of found) expect(text.slice(f.start, f.end)).toBe(f.value);
    // The finding maps back to the whole disguised span: nothing of it reaches the provider.
    expect(anonymize(text).text).toBe(`please use ${left ?? `[${LABELS[type]}_1]`} today`);
  });

  it.each([
    "We should look at the dot com bubble of 2000.",
    "Meet me at noon. Dot the i's and cross the t's.",
    "I stayed at home dot by dot.",
    "Scores: 4, 12, 56, 78, 90, 11, 23 and 5.",
    "Order 4411 ships on 2026-11-22 for $1,250.00, v2.3.1 (50%20 off).",
    "| id | qty |\n| 12 | 3 |\n| 13 | 4 |",
    "Use &amp; and &lt;b&gt; in HTML; 100% of 40 is 40.",
  ])("leaves ordinary text alone: %s", (text) => {
    expect(detect(text)).toEqual([]);
  });
});

let app: FakeProviderApp;
let owner: Client;
let pages: http.Server;
let pagePort = 0;

beforeAll(async () => {
  // Each page is one corpus entry as plain text, so the exact disguise reaches the page reader.
  pages = http.createServer((req, res) => {
    const entry = CORPUS[Number(/^\/corpus\/(\d+)$/.exec(req.url ?? "")?.[1] ?? -1)];
    if (entry === undefined) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader("content-type", "text/plain; charset=utf-8");
    res.end(`Notes\nplease use ${entry[1]} today\n`);
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  pagePort = (pages.address() as AddressInfo).port;
  app = await startFakeProviderApp({
    providerModel: "fake-disguises",
    script: () => ({ text: "Noted." }),
    // Three sends per corpus entry: more than the default 60 a minute.
    env: { PARLEY_FETCH_ALLOW_HOSTS: `127.0.0.1,localhost:${pagePort}`, PARLEY_SEND_MAX: "1000" },
  });
  owner = app.owner;
  const setting = await owner.request("PATCH", "/api/v1/members/behavior_settings/", {
    json: { explicit_url_detection: true },
  });
  expect(setting.statusCode, setting.body).toBe(200);
});

afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => pages.close(() => resolve()));
});

interface HeldDetail {
  content_result: { type: string }[];
  document_results: { name: string; entities: { type: string }[] }[];
}

/** The DLP detail of a held reply: the stream answers 'DLP validation failed' and nothing is sent. */
async function heldDetail(replyId: number): Promise<HeldDetail> {
  const before = app.fake.requests.length;
  const res = await owner.post("/api/v1/messages/stream/", { json: { message_id: replyId } });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.code).toBe("dlp_validation_failed");
  expect(app.fake.requests.length).toBe(before);
  return res.json().error.detail as HeldDetail;
}

describe("a disguise holds the send", () => {
  it.each(CORPUS)("in the message: %s", async (_, disguise, type) => {
    const ids = await send(owner, { message: `please use ${disguise} today`, model_id: app.modelId });
    const detail = await heldDetail(ids.assistant_message_id ?? 0);
    expect(detail.content_result.map((e) => e.type)).toEqual([type]);
  });

  it.each(CORPUS)("in an attached text file: %s", async (_, disguise, type) => {
    const res = await sendFiles(app.t.app, owner, { message: "Summarise the notes", model_id: app.modelId }, [
      { filename: "notes.txt", data: new TextEncoder().encode(`Notes\nplease use ${disguise} today\n`) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const detail = await heldDetail(res.json().data.assistant_message_id);
    expect(detail.content_result).toEqual([]);
    expect(detail.document_results).toEqual([
      { name: "notes.txt", entities: [expect.objectContaining({ type })] },
    ]);
  });

  it.each(CORPUS.map((entry, index) => [entry[0], index, entry[2]] as const))(
    "in a fetched page: %s",
    async (_, index, type) => {
      const url = `http://localhost:${pagePort}/corpus/${index}`;
      const ids = await send(owner, { message: `Summarise {{${url}}}`, model_id: app.modelId });
      const detail = await heldDetail(ids.assistant_message_id ?? 0);
      expect(detail.content_result).toEqual([]);
      expect(detail.document_results).toEqual([{ name: url, entities: [expect.objectContaining({ type })] }]);
    },
  );
});
