// A multipart tool update with binary knowledge files (the test client sends text fields only), as
// the tool editor sends it.
import type { FastifyInstance } from "fastify";
import type { Client } from "../../helpers/client.ts";

export interface ToolFormFile {
  field: "images" | "documents";
  filename: string;
  data: Uint8Array;
}

export function patchTool(
  app: FastifyInstance,
  client: Client,
  toolId: number,
  fields: Record<string, string>,
  files: ToolFormFile[] = [],
) {
  const boundary = "----parley-tool-boundary";
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          "Content-Type: application/octet-stream\r\n\r\n",
      ),
      Buffer.from(file.data),
      Buffer.from("\r\n"),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  return app.inject({
    method: "PATCH",
    url: `/api/v1/tools/${toolId}/`,
    headers: {
      host: client.host,
      cookie,
      "x-csrf-token": client.jar.get("parley_csrf") ?? "",
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat(chunks),
  });
}
