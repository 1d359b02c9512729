// Runs the detector on a worker thread: large texts (documents, long pastes) are scanned here so
// that the event loop, which serves every tenant, never waits for a scan.
import { parentPort } from "node:worker_threads";
import { detect } from "./detector.ts";

parentPort?.on("message", (request: { id: number; texts: string[] }) => {
  try {
    parentPort?.postMessage({ id: request.id, findings: request.texts.map((text) => detect(text)) });
  } catch (error) {
    parentPort?.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
