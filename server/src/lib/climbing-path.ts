// Whether a request path tries to leave the folder it names: a `.` or `..` segment, or a segment
// that hides one (percent-encoded dots, encoded slashes or backslashes, a NUL). Browsers resolve dot
// segments before asking, so a real page never sends one: such paths are simply not found.

/** True when `rawPath` (the request URL as sent, query excluded or not) must be refused. */
export function climbsOut(rawPath: string): boolean {
  const pathOnly = rawPath.split(/[?#]/, 1)[0] ?? "";
  for (const segment of pathOnly.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // A broken escape: the router answers 400 itself; nothing here to climb with.
      continue;
    }
    if (decoded === "." || decoded === "..") return true;
    // An encoded separator or NUL makes one segment act as several (or cut a file name short).
    if (/[/\\\0]/.test(decoded)) return true;
  }
  return false;
}
