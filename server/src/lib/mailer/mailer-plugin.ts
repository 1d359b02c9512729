// `app.mailer`: one mailer per server (one SMTP transport), closed with the app.
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { createMailer } from "./mailer.ts";
import type { Mailer } from "./mailer.ts";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp<{ smtp: Config["smtp"] }>(
  async (app, { smtp }) => {
    const mailer = createMailer(smtp, { info: (fields, message) => app.log.info(fields, message) });
    app.decorate("mailer", mailer);
    app.addHook("onClose", async () => mailer.close());
  },
  { name: "parley-mailer" },
);
