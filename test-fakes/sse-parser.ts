// A minimal incremental parser for `text/event-stream` bodies with LF line ends (data lines only,
// which is all the OpenAI chat completions stream uses). No Node or DOM APIs: the tests, the bench's Node side and
// its browser harness share it.

/** Feeds decoded text in any slicing; returns the `data` payload of each event completed so far. */
export function createSseParser(): { push: (text: string) => string[]; end: () => string[] } {
  let pending = "";

  const drain = (final: boolean): string[] => {
    const events: string[] = [];
    let start = 0;
    for (;;) {
      const boundary = pending.indexOf("\n\n", start);
      if (boundary === -1) break;
      const data = dataOf(pending.slice(start, boundary));
      if (data !== null) events.push(data);
      start = boundary + 2;
    }
    pending = pending.slice(start);
    if (final && pending.trim() !== "") {
      const data = dataOf(pending);
      if (data !== null) events.push(data);
      pending = "";
    }
    return events;
  };

  return {
    push: (text) => {
      pending += text;
      return drain(false);
    },
    end: () => drain(true),
  };
}

function dataOf(event: string): string | null {
  const lines: string[] = [];
  for (const line of event.split("\n")) {
    if (line.startsWith("data:")) lines.push(line.slice(line[5] === " " ? 6 : 5));
  }
  return lines.length > 0 ? lines.join("\n") : null;
}
