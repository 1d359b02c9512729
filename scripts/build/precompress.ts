// Brotli (quality 11) and gzip (level 9) copies of a build's text assets, written beside them
// (`x.js.br`, `x.js.gz`) and sent as they are by the server (@fastify/static `preCompressed`).
// Compressing per request can only afford brotli quality 4; done once here, the files are smaller
// on the wire and no server CPU goes into compressing immutable assets.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; source maps are left alone (only developer tools ask for them). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;
/** Below this the headers outweigh the saving (the server's on-the-fly threshold is the same). */
const MIN_BYTES = 1024;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat();
}

/** Writes the compressed copies of every compressible file under `dir`; returns how many files. */
export async function precompress(dir: string): Promise<number> {
  const targets: string[] = [];
  for (const file of await files(dir)) {
    if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES) targets.push(file);
  }
  // zlib runs on libuv's thread pool: all at once keeps both cores busy without blocking.
  await Promise.all(
    targets.map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return targets.length;
}
