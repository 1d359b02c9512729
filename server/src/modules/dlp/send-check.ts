// What the DLP warning lists (docs/product/dlp.md § DLP warning dialog): findings in the message, in each
// attached document (and each page its {{url}}s fetched, named by its address), and in the knowledge-source
// result (when the member has an active account), at most DLP_ENTITIES_PER_GROUP a group, each value masked
// so the warning itself shows little of it.
import type { DlpDetail, DlpEntity } from "@parley/shared-contracts/api/dlp";
import { DLP_ENTITIES_PER_GROUP } from "@parley/shared-contracts/constants";
import { blankBracedUrls } from "../scraping/scrape.ts";
import { detectDistinct, ScanBudgetExceededError } from "./detect-off-loop.ts";
import type { Finding } from "./detector.ts";

export type DlpFindings = Omit<DlpDetail, "mode">;

/** "jo•••om": the first and last two characters (one each for short values). */
export function maskValue(value: string): string {
  const keep = value.length > 8 ? 2 : 1;
  if (value.length <= 2) return "••";
  return `${value.slice(0, keep)}•••${value.slice(-keep)}`;
}

/** Findings are distinct by value already (detectDistinct). */
function entitiesOf(findings: readonly Finding[]): DlpEntity[] {
  return findings.map((finding) => ({ type: finding.type, text: maskValue(finding.value) }));
}

/** What a send is held with when its scan ran past the budget: no findings, and why. */
export const SCAN_BUDGET_EXCEEDED: DlpFindings = {
  content_result: [],
  document_results: [],
  rememberizer_api_result_content: [],
  reason: "scan_budget_exceeded",
};

/**
 * The findings, or null when the message and its documents hold nothing sensitive. Large texts are
 * scanned off the event loop (detect-off-loop.ts), in the tenant's turn; a scan past its time budget
 * holds the send (SCAN_BUDGET_EXCEEDED) rather than letting unchecked text through.
 */
export async function scanForDlp(
  tenant: number,
  text: string,
  documents: readonly { name: string; text: string }[],
  knowledge: readonly { text: string }[] = [],
): Promise<DlpFindings | null> {
  let found: Finding[][];
  try {
    found = await detectDistinct(
      tenant,
      [
        blankBracedUrls(text),
        knowledge.map((k) => k.text).join("\n"),
        ...documents.map((document) => document.text),
      ],
      DLP_ENTITIES_PER_GROUP,
    );
  } catch (error) {
    if (error instanceof ScanBudgetExceededError) return SCAN_BUDGET_EXCEEDED;
    throw error;
  }
  const [inText = [], inKnowledge = [], ...inDocuments] = found;
  const content = entitiesOf(inText);
  const perDocument = documents
    .map((document, i) => ({ name: document.name, entities: entitiesOf(inDocuments[i] ?? []) }))
    .filter((d) => d.entities.length > 0);
  const fromKnowledge = entitiesOf(inKnowledge);
  if (content.length === 0 && perDocument.length === 0 && fromKnowledge.length === 0) return null;
  return {
    content_result: content.slice(0, DLP_ENTITIES_PER_GROUP),
    document_results: perDocument.map((d) => ({
      name: d.name,
      entities: d.entities.slice(0, DLP_ENTITIES_PER_GROUP),
    })),
    rememberizer_api_result_content: fromKnowledge.slice(0, DLP_ENTITIES_PER_GROUP),
  };
}

export type DlpPreference = "anonymize" | "send_anyway" | "dont_send";

/**
 * What a send with findings does: a stored preference is applied silently (anonymize; send anyway
 * unless the workspace blocks it); otherwise, or for Don't send, the reply waits for the sender. A
 * send whose scan did not finish (`reason`) always waits: a stored choice was made for findings seen,
 * and anonymizing would need the same scan.
 */
export function decideAtSend(
  preference: DlpPreference | null,
  mode: "WARN" | "BLOCK",
  reason?: DlpFindings["reason"],
): "start" | "anonymize" | "hold" {
  if (reason !== undefined) return "hold";
  if (preference === "anonymize") return "anonymize";
  if (preference === "send_anyway" && mode === "WARN") return "start";
  return "hold";
}
