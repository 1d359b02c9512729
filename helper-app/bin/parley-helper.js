#!/usr/bin/env node
// The parley-helper command. A packed package runs its bundle (dist/, made by `npm pack`); in the
// repository the TypeScript source runs directly on Node 24's type stripping.
import { existsSync } from "node:fs";

const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(`parley-helper needs Node.js 24 or newer (this is ${process.version}).`);
  process.exit(1);
}
const bundle = new URL("../dist/cli.js", import.meta.url);
const { main } = await import(existsSync(bundle) ? bundle.href : "../src/cli.ts");
process.exitCode = await main(process.argv.slice(2));
