// `npm run new:remote mf-<name>`: scaffolds a remote (package, build declaration with a page, a parcel,
// texts in every language, a test, an e2e spec and its page object) and adds it where a list of
// remotes cannot be derived from the workspaces (scripts/new-remote/generate.ts). CONTRIBUTING.md
// § A remote.
import { fileURLToPath } from "node:url";
import { generateRemote, nextSteps, parseRemoteName } from "./new-remote/generate.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const [name, ...rest] = process.argv.slice(2);
if (name === undefined || rest.length > 0) {
  console.error("Usage: npm run new:remote mf-<name>   (e.g. npm run new:remote mf-team-notes)");
  process.exit(2);
}
const names = parseRemoteName(name);
if ("error" in names) {
  console.error(names.error);
  process.exit(2);
}
try {
  const { created, changed } = generateRemote(root, names);
  console.log(`Created ${names.workspace} (${names.container}): ${created.length} files.`);
  console.log(`Changed: ${changed.join(", ")}.`);
  console.log(nextSteps(names));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
