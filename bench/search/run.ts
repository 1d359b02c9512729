// Benchmark (4): the conversation sidebar's full-text search on a real PostgreSQL (a throw-away
// cluster from scripts/pg-temp.ts, loopback). 1,000,000 messages across 10 workspaces, 100,000 in
// the searched one (5,000 conversations, the searching member in 1,000 of them); words drawn from a
// 20,000-word vocabulary with a skewed (Zipf-like) frequency, so query words range from rare to
// very common. Bulk-loaded with generate_series; the search indexes are built after the load, as
// the migration defines them. Each query runs Parley's own search (listConversationsForMember):
// one page of 20 conversations with the total count, unread counts and the excerpt source.
//   node bench/search/run.ts [--messages 1000000] [--tenants 10] [--rounds 3]
//   [--database-url postgres://… (an empty database to load, or one loaded before with --reuse)] [--reuse]
import os from "node:os";
import { parseArgs } from "node:util";
import { migrate } from "../../server/src/lib/db/migrator.ts";
import { openPostgres } from "../../server/src/lib/db/pg-driver.ts";
import { listConversationsForMember } from "../../server/src/modules/conversations/repository.ts";
import { parseSearch } from "../../server/src/modules/conversations/search.ts";
import { startTempPostgres } from "../../scripts/pg-temp.ts";
import { markdownTable } from "../common/markdown-table.ts";
import { median, percentile, round } from "../common/stats.ts";

const { values } = parseArgs({
  options: {
    messages: { type: "string" },
    tenants: { type: "string" },
    rounds: { type: "string" },
    "database-url": { type: "string" },
    reuse: { type: "boolean" },
  },
});
const TOTAL = Number(values.messages ?? 1_000_000);
const TENANTS = Number(values.tenants ?? 10);
const ROUNDS = Number(values.rounds ?? 3);
const PER_TENANT = Math.floor(TOTAL / TENANTS);
const MESSAGES_PER_CONVERSATION = 20;
const MEMBERS = 20;
const VOCABULARY = 20_000;
const WORDS_PER_MESSAGE = 40;

const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const pg = values["database-url"] === undefined ? await startTempPostgres() : undefined;
const db = await openPostgres(values["database-url"] ?? pg?.url ?? "", { max: 4 });

try {
  let loadTime = "reused";
  let indexTime = "reused";
  if (!values.reuse) ({ loadTime, indexTime } = await load());
  await measure(loadTime, indexTime);
} finally {
  await db.close();
  await pg?.stop();
}

async function load(): Promise<{ loadTime: string; indexTime: string }> {
  await migrate(db);
  // The search indexes exactly as the migration made them, rebuilt after the load.
  const indexes = await db.query<{ indexname: string; indexdef: string }>(
    "SELECT indexname, indexdef FROM pg_indexes WHERE indexname IN ('messages_search_idx', 'conversations_name_search_idx')",
  );
  for (const index of indexes) await db.exec(`DROP INDEX ${index.indexname}`);

  const loadStart = performance.now();
  await db.exec(`
    SELECT setseed(0.42);
    -- Pronounceable pseudo-words, unique: syllables by position, then the rank in base 26. A
    -- function, not an array lookup: subscripting a 20,000-element array per word would dominate.
    CREATE FUNCTION bench_word(rank integer) RETURNS text IMMUTABLE LANGUAGE sql AS $$
      SELECT (ARRAY['ka','lo','mi','re','su','ta','vo','ne','pi','do','ga','zu'])[1 + rank % 12]
             || (ARRAY['ran','tel','mos','din','par','vek','sul','bor'])[1 + (rank / 12) % 8]
             || chr(97 + (rank / 96) % 26) || chr(97 + (rank / 2496) % 26)
    $$;
    -- Frequency rank 0 is the most common word.
    CREATE FUNCTION bench_random_word() RETURNS text VOLATILE LANGUAGE sql AS $$
      SELECT bench_word(floor(${VOCABULARY} * power(random(), 3))::integer)
    $$;
    CREATE TABLE bench_vocab AS SELECT rank, bench_word(rank) AS word FROM generate_series(0, ${VOCABULARY - 1}) AS rank;
    INSERT INTO accounts (subdomain, name)
      SELECT 'tenant' || t, 'Tenant ' || t FROM generate_series(1, ${TENANTS}) AS t;
    INSERT INTO members (account_id, email, name, role)
      SELECT a.id, 'm' || m || '@' || a.subdomain || '.test', 'Member ' || m, CASE WHEN m = 1 THEN 'owner' ELSE 'member' END
      FROM accounts a, generate_series(1, ${MEMBERS}) AS m;
  `);
  const accounts = await db.query<{ id: number }>("SELECT id FROM accounts ORDER BY id");
  const conversationsPerTenant = PER_TENANT / MESSAGES_PER_CONVERSATION;
  for (const { id } of accounts) {
    await db.query(
      `WITH m AS (SELECT array_agg(id ORDER BY id) AS ids FROM members WHERE account_id = $1)
       INSERT INTO conversations (account_id, owner_id, name, name_is_auto, created_at, modified_at)
       SELECT $1,
              -- Member 1 (the searcher in the first workspace) owns every fifth conversation.
              m.ids[CASE WHEN c % 5 = 0 THEN 1 ELSE 2 + c % ${MEMBERS - 1} END],
              array_to_string(ARRAY(SELECT bench_random_word() FROM generate_series(1, 3 + c * 0)), ' '),
              false, now() - make_interval(mins => c), now() - make_interval(mins => c)
       FROM m, generate_series(1, $2::int) AS c`,
      [id, conversationsPerTenant],
    );
    await db.query(
      `INSERT INTO conversation_participants (account_id, conversation_id, member_id, role)
       SELECT account_id, id, owner_id, 'owner' FROM conversations WHERE account_id = $1`,
      [id],
    );
    await db.query(
      `WITH convs AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(owner_id ORDER BY id) AS owners
                      FROM conversations WHERE account_id = $1)
       INSERT INTO messages (account_id, conversation_id, type, sender_id, content, status)
       SELECT $1, convs.ids[1 + i / ${MESSAGES_PER_CONVERSATION}],
              CASE WHEN i % 2 = 0 THEN 'user' ELSE 'assistant' END,
              convs.owners[1 + i / ${MESSAGES_PER_CONVERSATION}],
              array_to_string(ARRAY(SELECT bench_random_word() FROM generate_series(1, ${WORDS_PER_MESSAGE} + i * 0)), ' '),
              'complete'
       FROM convs, generate_series(0, $2::int - 1) AS i`,
      [id, PER_TENANT],
    );
    process.stderr.write(`loaded workspace ${id} (${seconds(loadStart)})\n`);
  }
  const indexStart = performance.now();
  for (const index of indexes) await db.exec(index.indexdef);
  await db.exec("VACUUM ANALYZE");
  return { loadTime: seconds(loadStart), indexTime: seconds(indexStart) };
}

async function measure(loadTime: string, indexTime: string): Promise<void> {
  const accounts = await db.query<{ id: number }>("SELECT id FROM accounts ORDER BY id");
  const conversationsPerTenant =
    (
      await db.query<{ n: number }>(
        "SELECT count(*)::integer AS n FROM conversations WHERE account_id = $1",
        [accounts[0]?.id ?? 0],
      )
    )[0]?.n ?? 0;
  const searched = accounts[0]?.id ?? 1;
  const searcher = (
    await db.query<{ id: number }>("SELECT id FROM members WHERE account_id = $1 ORDER BY id LIMIT 1", [
      searched,
    ])
  )[0]?.id;
  if (searcher === undefined) throw new Error("no searcher");
  const [{ total, tenant, mine }] = (await db.query<{ total: number; tenant: number; mine: number }>(
    `SELECT (SELECT count(*)::integer FROM messages) AS total,
            (SELECT count(*)::integer FROM messages WHERE account_id = $1) AS tenant,
            (SELECT count(*)::integer FROM messages m JOIN conversation_participants p
               ON p.conversation_id = m.conversation_id WHERE p.member_id = $2) AS mine`,
    [searched, searcher],
  )) as [{ total: number; tenant: number; mine: number }];

  // Query words by frequency rank (1 = most frequent).
  const words = new Map(
    (await db.query<{ rank: number; word: string }>("SELECT rank, word FROM bench_vocab")).map((r) => [
      r.rank,
      r.word,
    ]),
  );
  const pick = (from: number, to: number, n: number) =>
    Array.from({ length: n }, (_, i) => words.get(from + Math.floor(((to - from) * (i + 0.5)) / n)) ?? "");
  const categories: { name: string; queries: string[] }[] = [
    { name: "rare word (rank 8,000–19,000)", queries: pick(8000, 19_000, 10) },
    { name: "medium word (rank 500–3,000)", queries: pick(500, 3000, 10) },
    { name: "common word (rank 40–200)", queries: pick(40, 200, 10) },
    {
      name: "two words (medium + common)",
      queries: pick(500, 3000, 10).map((w, i) => `${pick(40, 200, 10)[i]} ${w}`),
    },
    {
      name: "typing: word prefix (4 letters of a medium word)",
      queries: pick(500, 3000, 10).map((w) => w.slice(0, 4)),
    },
    { name: "very common word (rank 1–10, in ~10% of messages)", queries: pick(0, 10, 10) },
  ];

  const timings = new Map<string, number[]>();
  const hits = new Map<string, number[]>();
  for (let round = 0; round <= ROUNDS; round++) {
    for (const category of categories) {
      for (const text of category.queries) {
        const query = parseSearch(text);
        const t0 = performance.now();
        const rows = await listConversationsForMember(db, searched, searcher, {
          order: "modified",
          descending: true,
          limit: 20,
          offset: 0,
          tsquery: query?.tsquery,
        });
        const ms = performance.now() - t0;
        if (round === 0) continue; // warm-up
        (timings.get(category.name) ?? timings.set(category.name, []).get(category.name))?.push(ms);
        (hits.get(category.name) ?? hits.set(category.name, []).get(category.name))?.push(
          rows[0]?.total ?? 0,
        );
      }
    }
  }

  const all = categories.flatMap((c) => timings.get(c.name) ?? []);
  const row = (name: string, ms: number[], matches: number[]) => [
    name,
    String(ms.length),
    String(Math.round(median(matches))),
    `${round(median(ms), 1)} ms`,
    `${round(percentile(ms, 95), 1)} ms`,
    `${round(Math.max(...ms), 1)} ms`,
  ];
  const cpu = os.cpus();
  const version = (await db.query<{ server_version: string }>("SHOW server_version"))[0]?.server_version;
  console.log(
    [
      "### Conversation search (`bench/search/`)",
      "",
      `${new Date().toISOString().slice(0, 10)}, ${cpu.length} × ${cpu[0]?.model.trim() ?? "cpu"}, Node ${process.version}, ` +
        `PostgreSQL ${version} (scripts/pg-temp.ts defaults: shared_buffers 128 MB, fsync off), loopback. ` +
        `${total.toLocaleString("en-US")} messages in ${TENANTS} workspaces; the searched one has ${tenant.toLocaleString("en-US")} ` +
        `(${conversationsPerTenant.toLocaleString("en-US")} conversations), the searching member takes part in conversations ` +
        `holding ${mine.toLocaleString("en-US")}. Load ${loadTime} (indexes ${indexTime}). ${ROUNDS} rounds after a warm-up; ` +
        `each query = one sidebar page (20 rows, total count, unread counts, excerpt source).`,
      "",
      markdownTable(
        ["query", "runs", "matching conversations (median)", "p50", "p95", "max"],
        [
          ...categories.map((c) => row(c.name, timings.get(c.name) ?? [], hits.get(c.name) ?? [])),
          [
            "**all queries**",
            String(all.length),
            "",
            `${round(median(all), 1)} ms`,
            `**${round(percentile(all, 95), 1)} ms**`,
            `${round(Math.max(...all), 1)} ms`,
          ],
        ],
      ),
      "",
      `Goal: p95 ≤ 50 ms → ${percentile(all, 95) <= 50 ? "met" : "NOT met"}. Total run ${seconds(started)}.`,
    ].join("\n"),
  );
}
