import { describe, expect, it } from "vitest";
import { decodeEncodedWords, parseMail } from "./smtp-receiver-mime.ts";

describe("smtp receiver MIME reader", () => {
  it("decodes RFC 2047 encoded words, joining adjacent ones", () => {
    expect(decodeEncodedWords("=?UTF-8?Q?R=C3=A9initialisez_votre?= =?UTF-8?Q?_mot_de_passe?=")).toBe(
      "Réinitialisez votre mot de passe",
    );
    expect(decodeEncodedWords("=?utf-8?B?5b+Y6K6w5a+G56CB?= plain")).toBe("忘记密码 plain");
    expect(decodeEncodedWords("no encoding")).toBe("no encoding");
  });

  it("reads folded headers and a quoted-printable text body", () => {
    const mail = parseMail(
      [
        "Subject: =?UTF-8?Q?Gr=C3=BC=C3=9Fe?=",
        "To: Someone",
        " <someone@x.test>",
        "Content-Type: text/plain; charset=utf-8",
        "Content-Transfer-Encoding: quoted-printable",
        "",
        "Hallo =C3=BC, a long line that was wrapped =",
        "here.",
        "http://acme.localhost/password/change?token=3Dnot-decoded-twice",
        "",
      ].join("\r\n"),
    );
    expect(mail.subject).toBe("Grüße");
    expect(mail.headers.get("to")).toBe("Someone <someone@x.test>");
    expect(mail.text).toBe(
      "Hallo ü, a long line that was wrapped here.\nhttp://acme.localhost/password/change?token=not-decoded-twice",
    );
    expect(mail.html).toBeUndefined();
  });

  it("takes the text and HTML parts of a nested multipart message and skips attachments", () => {
    const html = Buffer.from("<p>Hallo <b>Welt</b></p>").toString("base64");
    const mail = parseMail(
      [
        "Subject: parts",
        'Content-Type: multipart/mixed; boundary="outer"',
        "",
        "--outer",
        "Content-Type: multipart/alternative; boundary=inner",
        "",
        "--inner",
        "Content-Type: text/plain; charset=utf-8",
        "",
        "plain text",
        "--inner",
        "Content-Type: text/html; charset=utf-8",
        "Content-Transfer-Encoding: base64",
        "",
        html,
        "--inner--",
        "--outer",
        "Content-Type: text/plain",
        "Content-Disposition: attachment; filename=a.txt",
        "",
        "attachment body",
        "--outer--",
        "",
      ].join("\r\n"),
    );
    expect(mail.text).toBe("plain text");
    expect(mail.html).toBe("<p>Hallo <b>Welt</b></p>");
  });
});
