// The baseline peer of the websocket bench: a bare `ws` server with no sessions, tenants, database or
// pub/sub. A POST broadcasts one `new_messages` frame (the same shape and size as Parley's) to every
// socket. What it measures is the floor of "one HTTP request fans out to N sockets" on this machine.
//   node bench/websocket/bare-broadcast-server.ts <port>
import { createServer } from "node:http";
import { WebSocketServer } from "ws";

const port = Number(process.argv[2] ?? 8200);
const sockets = new WebSocketServer({ noServer: true });
let nextId = 1;

const server = createServer((req, res) => {
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => (body += chunk));
  req.on("end", () => {
    const text = new URLSearchParams(body).get("message") ?? "";
    const id = nextId++;
    const frame = JSON.stringify({
      type: "new_messages",
      conversation_id: 1,
      messages: [
        {
          id,
          conversation_id: 1,
          type: "user",
          content: text,
          model: null,
          model_display_name: null,
          timestamp: new Date().toISOString(),
          edited_at: null,
          streaming: false,
          status: "complete",
          error: null,
          sender: { id: 1, name: "Bench Owner", image_url: null },
          upload_files: { images: [], documents: [] },
          sent_by_routine: false,
          non_ai: true,
          cost: "0",
        },
      ],
    });
    for (const socket of sockets.clients) socket.send(frame);
    res.setHeader("content-type", "application/json");
    res.end(
      JSON.stringify({ data: { conversation_id: 1, user_message_id: id, assistant_message_id: null } }),
    );
  });
});
server.on("upgrade", (req, socket, head) => {
  sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit("connection", ws, req));
});
server.listen(port, "127.0.0.1", () => process.stdout.write("listening\n"));
