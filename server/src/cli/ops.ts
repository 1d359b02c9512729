// The ops CLI: `npm run ops -- <command>` (or `node server/src/cli/ops.ts <command>`). See USAGE.
import { ConfigError, loadConfig } from "../config.ts";
import { PublishFailure, publishRemote } from "./publish-remote.ts";
import { OpsFailure, executeOps } from "./run-ops.ts";
import { parseCommand, USAGE, UsageError } from "./parse-command.ts";

async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseCommand(argv);
    if (command !== "help" && command.cmd === "remotes.publish") {
      // On the publisher's machine: no database, no server configuration.
      console.log((await publishRemote(command)).join("\n"));
      return 0;
    }
  } catch (error) {
    // parseArgs throws TypeErrors for unknown options; both kinds are usage mistakes.
    console.error((error as Error).message);
    return error instanceof UsageError || error instanceof TypeError ? 2 : 1;
  }
  if (command === "help") {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  if (command.cmd === "seed" && config.demoPassword !== undefined)
    command = { ...command, password: config.demoPassword };
  const lines = await executeOps(config, command);
  console.log(lines.join("\n"));
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(
    error instanceof OpsFailure || error instanceof ConfigError || error instanceof PublishFailure
      ? error.message
      : `ops failed: ${(error as Error).stack}`,
  );
  process.exitCode = 1;
}
