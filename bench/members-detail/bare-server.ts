// The baseline: a bare Fastify route in its own process, answering a small JSON body.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/hello", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.argv[2] ?? 0), host: "127.0.0.1" });
console.log(`bare listening ${(app.server.address() as { port: number }).port}`);
