// The tool sections of a reply, one per call, each holding its own result. A model step may make
// several calls: the stream announces them all before any result, and a reply's text only grows, so
// a call's section is opened only once every earlier call has its result — results pair with their
// call by tool-call id, whatever order they arrive in.
import type { ReplyWriter } from "./reply-writer.ts";

interface PendingCall {
  id: string;
  header: string;
  body?: string;
}

export interface ToolSectionQueue {
  /** The model called a tool: its section (header, then loader) opens when its turn comes. */
  call(id: string, header: string): void;
  /** A call's result (empty for nothing to show); a result without a known call gets its own section. */
  result(id: string, body: string): void;
}

export function createToolSectionQueue(
  writer: Pick<ReplyWriter, "write" | "closeSection">,
): ToolSectionQueue {
  const pending: PendingCall[] = [];
  let open: string | undefined;

  const drain = () => {
    for (let head = pending[0]; head !== undefined; head = pending[0]) {
      if (open !== head.id) {
        writer.closeSection();
        writer.write("tool", head.header);
        open = head.id;
      }
      if (head.body === undefined) return;
      writer.write("tool", head.body);
      writer.closeSection();
      open = undefined;
      pending.shift();
    }
  };

  return {
    call(id, header) {
      pending.push({ id, header });
      drain();
    },
    result(id, body) {
      const entry = pending.find((call) => call.id === id);
      if (entry === undefined) {
        writer.closeSection();
        writer.write("tool", body);
        writer.closeSection();
        return;
      }
      entry.body = body;
      drain();
    },
  };
}
