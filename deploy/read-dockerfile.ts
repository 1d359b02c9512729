// The repository's Dockerfile as the tests read it: its stages, each with its instructions.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DockerfileParser, ModifiableInstruction } from "dockerfile-ast";
import type { Instruction } from "dockerfile-ast";

export const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

export interface Stage {
  name: string | null;
  image: string;
  tag: string | null;
  instructions: Instruction[];
}

export function readStages(text = readFileSync(`${REPO_ROOT}/Dockerfile`, "utf8")): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    const keyword = instruction.getKeyword();
    if (keyword === "FROM") {
      const [image, tag] = (instruction.getArguments()[0]?.getValue() ?? "").split(":");
      const asIndex = instruction.getArguments().findIndex((a) => a.getValue().toUpperCase() === "AS");
      stages.push({
        name: asIndex >= 0 ? (instruction.getArguments()[asIndex + 1]?.getValue() ?? null) : null,
        image: image ?? "",
        tag: tag ?? null,
        instructions: [],
      });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

/** The instructions of one keyword in a stage. */
export function instructionsOf(stage: Stage, keyword: string): Instruction[] {
  return stage.instructions.filter((i) => i.getKeyword() === keyword);
}

/** An exec-form instruction's words (`CMD ["node", "x"]` → node, x). */
export function execForm(instruction: Instruction | undefined): string[] {
  const content = instruction?.getArgumentsContent() ?? "";
  const parsed: unknown = JSON.parse(content.replace(/^--\S+\s+/g, ""));
  if (!Array.isArray(parsed) || !parsed.every((word) => typeof word === "string"))
    throw new Error(`not an exec-form instruction: ${content}`);
  return parsed;
}

/** `COPY [--from=x] <sources…> <destination>`: the stage it copies from (null: the context) and its paths. */
export function copyOf(instruction: Instruction): {
  from: string | null;
  sources: string[];
  destination: string;
} {
  const paths = instruction.getArguments().map((a) => a.getValue());
  const flags = instruction instanceof ModifiableInstruction ? instruction.getFlags() : [];
  const from = flags.find((f) => f.getName() === "from")?.getValue() ?? null;
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? "" };
}
