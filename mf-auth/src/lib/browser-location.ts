/** Sends the browser to another origin (a workspace host); kept apart so tests can replace it. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
