// Small crypto helpers shared by the auth and ops code.
import {
  createHash,
  createHmac,
  createSecretKey,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from "node:crypto";
import type { KeyObject } from "node:crypto";

/** A URL-safe random token of `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Hex SHA-256: how refresh and one-time tokens are stored (they are random, so no salt is needed). */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function hmacSha256(key: string | Buffer | KeyObject, value: string): Buffer {
  return createHmac("sha256", key).update(value).digest();
}

/** Compares two strings in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A password a person can type: 16 characters from an alphabet without look-alikes. */
export function generatePassword(length = 16): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  // randomInt draws uniformly (rejection sampling): `byte % 55` would favour the first 36 letters.
  let password = "";
  for (let i = 0; i < length; i += 1) password += alphabet[randomInt(alphabet.length)];
  return password;
}

/** A prepared HMAC key: converting a raw key on every call costs more than the HMAC itself. */
export function hmacKey(key: string | Buffer): KeyObject {
  return createSecretKey(typeof key === "string" ? Buffer.from(key) : key);
}
