// A multipart send with binary file parts, as the chat box sends it (the test client sends text fields only).
import type { FastifyInstance } from "fastify";
import type { Client } from "../../helpers/client.ts";

interface Part {
  name: string;
  value: string | { filename: string; data: Uint8Array };
}

/** A multipart send with binary file parts (repeated `files`), as the chat box sends it. */
export async function sendFiles(
  app: FastifyInstance,
  client: Client,
  fields: Record<string, string>,
  files: { filename: string; data: Uint8Array }[],
) {
  const boundary = "----parley-files-boundary";
  const parts: Part[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...files.map((file) => ({ name: "files", value: file })),
  ];
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (typeof part.value === "string") {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${part.value.filename}"\r\n` +
            "Content-Type: application/octet-stream\r\n\r\n",
        ),
        Buffer.from(part.value.data),
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  return app.inject({
    method: "POST",
    url: "/api/v1/messages/send/",
    headers: {
      host: client.host,
      cookie,
      "x-csrf-token": client.jar.get("parley_csrf") ?? "",
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat(chunks),
  });
}

export type SendWithArgs = [
  client: Client,
  fields: Record<string, string>,
  files: { filename: string; data: Uint8Array }[],
];
