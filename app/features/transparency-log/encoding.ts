/**
 * Byte encodings the C2SP formats use: standard base64 (RFC 4648 §4, padded) and lowercase hex.
 * Decoding is strict: a string decodes only if encoding its bytes gives the same string back, so
 * one value has one spelling and a note cannot be altered without changing its text. Pure.
 */

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Standard padded base64 of the bytes. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The bytes of canonical standard padded base64, or null for anything else. */
export function fromBase64(text: string): Uint8Array | null {
  if (!BASE64.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return toBase64(bytes) === text ? bytes : null;
}

/** Lowercase hex of the bytes. */
export const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

/** The bytes of lowercase hex, or null for anything else. */
export function fromHex(text: string): Uint8Array | null {
  if (!/^(?:[0-9a-f]{2})*$/.test(text)) return null;
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** UTF-8 bytes of a string. */
export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The string UTF-8 bytes spell, or null when they are not valid UTF-8. */
export function fromUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Concatenation of byte arrays. */
export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Whether `text` is a decimal with no leading zeroes (`0` itself allowed), as C2SP sizes are. */
export const isCanonicalDecimal = (text: string): boolean => /^(?:0|[1-9][0-9]*)$/.test(text);

/** A canonical decimal as a safe integer, or null (too large, or not canonical). */
export function parseCanonicalDecimal(text: string): number | null {
  if (!isCanonicalDecimal(text) || text.length > 16) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}
