// Web pages for the URL-scraping test ({{url}} in a message): a loopback HTTP server with a page
// holding a sentence nothing else in the test set-up contains, a page longer than the scrape limit,
// and a redirect to another address (the guard must check the target again).
import { createServer, type Server } from "node:http";

export const PAGE_SENTENCE = "The quarterly widget count is PURPLE-OCTOPUS-42.";
/** What /secrets holds besides its heading: a card number and an SSN (for the DLP test). */
export const SECRET_CARD = "4111 1111 1111 1111";
export const SECRET_SSN = "123-45-6789";

export interface PageServer {
  url: string;
  stop(): Promise<void>;
}

function html(title: string, body: string): string {
  return `<!doctype html><html><head><title>${title}</title><style>p{color:red}</style></head><body><nav>Home · About</nav><main>${body}</main><script>window.tracking = 1;</script></body></html>`;
}

/** Serves /page, /secrets, /long and /redirect?to=<url> on the loopback, port `port`. */
export async function startPageServer(port: number): Promise<PageServer> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://pages");
    if (url.pathname === "/page") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(html("Widget report", `<h1>Widget report</h1><p>${PAGE_SENTENCE}</p>`));
      return;
    }
    if (url.pathname === "/secrets") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(html("Payroll", `<h1>Payroll</h1><p>Card ${SECRET_CARD}, SSN ${SECRET_SSN}.</p>`));
      return;
    }
    if (url.pathname === "/long") {
      const paragraph = "<p>Long report line with plenty of words to read through. </p>".repeat(400);
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(html("Long report", paragraph));
      return;
    }
    if (url.pathname === "/redirect") {
      response.writeHead(302, { location: url.searchParams.get("to") ?? "/page" });
      response.end();
      return;
    }
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("not found");
  });
  // Both loopbacks ("localhost" may resolve to ::1 first); IPv4 only where IPv6 is off.
  const listen = (host: string) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen("::").catch(() => listen("127.0.0.1"));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
