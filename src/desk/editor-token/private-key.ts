/**
 * The GitHub App's private key as WebCrypto can sign with it. GitHub hands the
 * key out as PKCS#1 (`-----BEGIN RSA PRIVATE KEY-----`), which WebCrypto does
 * not import; `openssl pkcs8 -topk8` turns it into PKCS#8 (`-----BEGIN PRIVATE
 * KEY-----`). Both are accepted, so the operator can paste the file GitHub
 * gave: a PKCS#1 key is wrapped into PKCS#8 here, which is only a fixed
 * header around the same bytes.
 */

const RS256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

/** Why a key could not be read: the operator's to fix (docs/operating.md#publishing-from-the-editor). */
export class PrivateKeyError extends Error {}

/** The DER bytes of a PEM block, and its label (`RSA PRIVATE KEY`, `PRIVATE KEY`). */
function readPem(pem: string): { label: string; der: Uint8Array<ArrayBuffer> } {
  // Secrets pasted through a form or a shell often carry `\n` written out, or lose their line breaks.
  const text = pem.replace(/\\n/g, '\n').trim();
  const match = /^-----BEGIN ([A-Z ]+)-----([A-Za-z0-9+/=\s]+)-----END \1-----$/.exec(text);
  if (!match) throw new PrivateKeyError('not a PEM block');
  const binary = atob(match[2]!.replace(/\s/g, ''));
  return { label: match[1]!, der: Uint8Array.from(binary, (character) => character.charCodeAt(0)) };
}

/** A DER length: short form below 128, long form above. */
function derLength(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return [0x80 | bytes.length, ...bytes];
}

const derElement = (tag: number, content: Uint8Array | number[]): number[] => [tag, ...derLength(content.length), ...content];

/** `AlgorithmIdentifier { rsaEncryption, NULL }`, as every PKCS#8 RSA key starts. */
const RSA_ALGORITHM = [0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00];

/** PKCS#8 `PrivateKeyInfo { version 0, rsaEncryption, OCTET STRING { the PKCS#1 key } }`. */
function pkcs8OfPkcs1(pkcs1: Uint8Array): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(derElement(0x30, [0x02, 0x01, 0x00, ...RSA_ALGORITHM, ...derElement(0x04, pkcs1)]));
}

/** The key to sign the App's tokens with (RS256), from the PEM the Worker secret holds. */
export async function importAppPrivateKey(pem: string): Promise<CryptoKey> {
  const { label, der } = readPem(pem);
  const pkcs8 = label === 'RSA PRIVATE KEY' ? pkcs8OfPkcs1(der) : label === 'PRIVATE KEY' ? der : null;
  if (!pkcs8) throw new PrivateKeyError(`a PEM block of ${label}, not a private key`);
  try {
    return await crypto.subtle.importKey('pkcs8', pkcs8, RS256, false, ['sign']);
  } catch {
    throw new PrivateKeyError('not an RSA private key');
  }
}
