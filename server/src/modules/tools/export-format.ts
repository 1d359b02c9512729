// The tool file format: what Download writes and the upload reads back. JSON holds one tool
// (toolExportSchema); CSV holds one tool per row under TOOL_CSV_COLUMNS with the variables as JSON in
// their cell. Reading is strict: keys that could pollute prototypes, malformed CSV and oversized
// files are refused with a message for that file, and nothing is stored from it.
import { isUtf8 } from "node:buffer";
import { parse as parseCsv } from "csv-parse/sync";
import { stringify as stringifyCsv } from "csv-stringify/sync";
import {
  TOOL_CSV_COLUMNS,
  TOOL_EXPORT_FORMAT,
  TOOL_LIMITS,
  toolExportSchema,
  variableSchema,
} from "@parley/shared-contracts/api/tools";
import type { ToolExport } from "@parley/shared-contracts/api/tools";
import { z } from "zod";
import type { ToolRow } from "./repository.ts";

export class ToolFileError extends Error {}

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export function toExport(tool: ToolRow): ToolExport {
  return {
    format: TOOL_EXPORT_FORMAT,
    format_version: 1,
    name: tool.name,
    description: tool.description,
    usage_notes: tool.usage_notes,
    prompt: tool.prompt,
    system_prompt: tool.system_prompt,
    version: tool.version,
    variables: tool.variables,
    parameters: { max_tokens: tool.parameters_max_tokens, temperature: tool.parameters_temperature },
    creator: tool.creator,
  };
}

export function exportJson(tool: ToolRow): string {
  return `${JSON.stringify(toExport(tool), null, 2)}\n`;
}

/**
 * A spreadsheet reads a cell that starts with =, +, -, @, tab or carriage return as a formula: such
 * cells get a leading apostrophe (OWASP's advice), which the upload takes off again.
 */
function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function restore(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

export function exportCsv(tools: readonly ToolRow[]): string {
  const rows = tools.map((tool) => {
    const data = toExport(tool);
    const cells: Record<(typeof TOOL_CSV_COLUMNS)[number], string> = {
      name: data.name,
      description: data.description,
      usage_notes: data.usage_notes,
      prompt: data.prompt,
      system_prompt: data.system_prompt,
      version: data.version,
      max_tokens: data.parameters.max_tokens === null ? "" : String(data.parameters.max_tokens),
      temperature: data.parameters.temperature === null ? "" : String(data.parameters.temperature),
      creator_name: data.creator.name,
      creator_email: data.creator.email,
      creator_organization: data.creator.organization,
      variables: JSON.stringify(data.variables),
    };
    return TOOL_CSV_COLUMNS.map((column) => neutralise(cells[column]));
  });
  return stringifyCsv([[...TOOL_CSV_COLUMNS], ...rows]);
}

/** JSON.parse that refuses prototype-polluting keys anywhere in the document. */
function strictJson(text: string): unknown {
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ToolFileError(`The file contains a forbidden key "${key}".`);
      return value;
    });
  } catch (error) {
    if (error instanceof ToolFileError) throw error;
    throw new ToolFileError("The file is not valid JSON.");
  }
}

function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return "The file does not describe a tool.";
  const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return `The file does not describe a tool (${where}${issue.message}).`;
}

function fromJson(text: string): ToolExport[] {
  const parsed = toolExportSchema.safeParse(strictJson(text));
  if (!parsed.success) throw new ToolFileError(describeIssues(parsed.error));
  return [parsed.data];
}

const optionalNumber = (cell: string) => (cell.trim() === "" ? null : Number(cell));

function fromCsv(text: string): ToolExport[] {
  let records: string[][];
  try {
    records = parseCsv(text, {
      bom: true,
      skip_empty_lines: true,
      max_record_size: TOOL_LIMITS.prompt * 2,
    });
  } catch (error) {
    throw new ToolFileError(
      `The CSV file is malformed (${error instanceof Error ? error.message : "unreadable"}).`,
    );
  }
  const [header, ...rows] = records;
  if (header === undefined || TOOL_CSV_COLUMNS.some((column, i) => header[i]?.trim() !== column))
    throw new ToolFileError(`The CSV file must start with the columns ${TOOL_CSV_COLUMNS.join(", ")}.`);
  if (rows.length === 0) throw new ToolFileError("The CSV file holds no tool.");
  if (rows.length > TOOL_LIMITS.importRows)
    throw new ToolFileError(`A CSV file holds at most ${TOOL_LIMITS.importRows} tools.`);
  return rows.map((raw, index) => {
    const row = raw.map(restore);
    const cell = (column: (typeof TOOL_CSV_COLUMNS)[number]) => row[TOOL_CSV_COLUMNS.indexOf(column)] ?? "";
    const variables = z
      .array(variableSchema)
      .safeParse(cell("variables").trim() === "" ? [] : strictJson(cell("variables")));
    if (!variables.success) throw new ToolFileError(`Row ${index + 2}: ${describeIssues(variables.error)}`);
    const parsed = toolExportSchema.safeParse({
      format: TOOL_EXPORT_FORMAT,
      format_version: 1,
      name: cell("name"),
      description: cell("description"),
      usage_notes: cell("usage_notes"),
      prompt: cell("prompt"),
      system_prompt: cell("system_prompt"),
      version: cell("version"),
      variables: variables.data,
      parameters: {
        max_tokens: optionalNumber(cell("max_tokens")),
        temperature: optionalNumber(cell("temperature")),
      },
      creator: {
        name: cell("creator_name"),
        email: cell("creator_email"),
        organization: cell("creator_organization"),
      },
    });
    if (!parsed.success) throw new ToolFileError(`Row ${index + 2}: ${describeIssues(parsed.error)}`);
    return parsed.data;
  });
}

export type ToolFileKind = "json" | "csv";

/**
 * The kind of an uploaded file, from its name and declared type, then confirmed by its content: a
 * JSON file must start (after white space) with "{", a CSV file must not.
 */
export function kindOf(fileName: string, mimeType: string, bytes: Buffer): ToolFileKind {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const json =
    extension === "json" &&
    ["application/json", "application/octet-stream", "text/plain", ""].includes(mimeType);
  const csv =
    extension === "csv" &&
    [
      "text/csv",
      "application/csv",
      "application/vnd.ms-excel",
      "application/octet-stream",
      "text/plain",
      "",
    ].includes(mimeType);
  if (!json && !csv) throw new ToolFileError("Only JSON and CSV files can be uploaded.");
  const start = bytes
    .toString("utf8", 0, 64)
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (json && !start.startsWith("{")) throw new ToolFileError("The file is not a JSON tool file.");
  if (csv && (start.startsWith("{") || start.startsWith("[")))
    throw new ToolFileError("The file is not a CSV file.");
  return json ? "json" : "csv";
}

/** The tools one uploaded file describes, or a ToolFileError saying why none. */
export function readToolFile(fileName: string, mimeType: string, bytes: Buffer): ToolExport[] {
  if (bytes.length > TOOL_LIMITS.importFileBytes)
    throw new ToolFileError(`The file is larger than ${TOOL_LIMITS.importFileBytes / 1_000_000} MB.`);
  const kind = kindOf(fileName, mimeType, bytes);
  if (!isUtf8(bytes)) throw new ToolFileError("The file is not UTF-8 text.");
  const text = bytes.toString("utf8");
  if (text.includes("\u0000")) throw new ToolFileError("The file contains NUL characters.");
  return kind === "json" ? fromJson(text) : fromCsv(text);
}
