// Encryption at rest for provider credentials: AES-256-GCM under a key derived (HKDF-SHA256) from the
// server secret, with associated data binding each value to its row, so a ciphertext copied to
// another account or provider does not decrypt. Format: "v1:<iv>:<tag>:<ciphertext>" (base64url).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const INFO = "parley provider credentials v1";

export interface SecretBox {
  seal(plaintext: string, associatedData: string): string;
  /** Throws when the value was not sealed with this secret and associated data. */
  open(sealed: string, associatedData: string): string;
}

export class SecretBoxError extends Error {
  override name = "SecretBoxError";
}

export function createSecretBox(secret: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", Buffer.from(secret), Buffer.alloc(0), INFO, 32));
  return {
    seal(plaintext, associatedData) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(associatedData));
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(":");
    },
    open(sealed, associatedData) {
      const [version, iv, tag, ciphertext] = sealed.split(":");
      if (version !== VERSION || !iv || !tag || ciphertext === undefined)
        throw new SecretBoxError("Unknown credential format");
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAAD(Buffer.from(associatedData));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, "base64url")),
          decipher.final(),
        ]).toString("utf8");
      } catch {
        throw new SecretBoxError("The credential cannot be decrypted with this server's secret");
      }
    },
  };
}
