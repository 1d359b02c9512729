// `npm run check:remote -- <built remote folder> [--contract <shell-contract.json | shell folder>] [--verbose]`
//
// Checks a built remote (dist/remotes/<container>/<version>/, or a team's `--out` folder) against the
// shell's contract — exposes, routes, slots, the bus events it emits and listens to, the shared
// singletons' version ranges — with the same check the server runs when the build is published
// (shared-contracts remote-contract.ts). Prints a readable difference and exits 1 when the build
// differs; one line and exit 0 when it meets the contract. The contract is this checkout's shell
// unless `--contract` names another (the shell-contract.json a host build writes into dist/shell/).
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  checkRemoteBuild,
  formatRemoteCheck,
  SHELL_CONTRACT_FILE,
  shellContractSchema,
  type ShellContract,
} from "@parley/shared-contracts/remote-contract";
import { currentShellContract } from "./build/shell-contract.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

async function contractFrom(option: string | undefined): Promise<ShellContract> {
  if (option === undefined) return currentShellContract(root);
  const path = resolve(option);
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, SHELL_CONTRACT_FILE) : path;
  const parsed = shellContractSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file} is not a shell contract`);
  return parsed.data;
}

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { contract: { type: "string" }, verbose: { type: "boolean", default: false } },
  });
  const folder = positionals[0];
  if (folder === undefined || positionals.length > 1)
    throw new Error("usage: npm run check:remote -- <built remote folder> [--contract <file>] [--verbose]");
  const dir = resolve(folder);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`${dir} is not a folder`);
  const contract = await contractFrom(values.contract);
  const check = checkRemoteBuild(
    {
      has: (path) => existsSync(join(dir, path)),
      text: (path) => (existsSync(join(dir, path)) ? readFileSync(join(dir, path), "utf8") : undefined),
    },
    contract,
  );
  console.log(formatRemoteCheck(check, { verbose: values.verbose }));
  process.exit(check.differences.length > 0 ? 1 : 0);
} catch (error) {
  console.error(`✘ check:remote: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
