// Reads one page for read-off-loop.ts, off the server's event loop.
import { parentPort, workerData } from "node:worker_threads";
import { readPage } from "./html-text.ts";

parentPort?.postMessage(readPage(String(workerData)));
