import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, FormBody } from '../../app-env';
import { LARGEST_VALID_FORM_CHARACTERS } from '../../forms/contact-schema';

/**
 * The most bytes one character of a field can take in a posted body: a
 * character of the Basic Multilingual Plane (CJK, for one) is 3 bytes of
 * UTF-8, each URL-encoded as `%XX`. Characters outside it are two UTF-16 code
 * units, which the field limits count as two, for 4 bytes (12 encoded).
 */
const MAX_BYTES_PER_CHARACTER = 9;
/** Field names, separators, hidden fields and multipart boundaries. */
const FORM_OVERHEAD_BYTES = 4 * 1024;

/**
 * The largest form body accepted: the largest valid post, every field full
 * and in any script, fits (about 52 KiB); anything beyond cannot be valid.
 */
export const MAX_FORM_BYTES = LARGEST_VALID_FORM_CHARACTERS * MAX_BYTES_PER_CHARACTER + FORM_OVERHEAD_BYTES;

/**
 * An oversized body up to this size is still read, only to give the visitor
 * their text back; a larger one is not read at all.
 */
const MAX_RETURNED_BYTES = 1024 * 1024;

/** Why a post was refused before its form could be read as usual. */
export type RefusedBody =
  | { status: 400; notice: 'malformed' }
  | { status: 403; notice: 'cross-site' }
  | { status: 413; notice: 'too-large' };

/** Answers a refused post with the form's page, the visitor's text from `body` kept where there is any. */
export type RefuseForm = (c: Context<AppEnv>, refused: RefusedBody, body: FormBody) => Promise<Response>;

/**
 * What runs before every form handler: a body over MAX_FORM_BYTES is answered
 * 413, a body that cannot be parsed (junk or truncated multipart, a charset
 * other than UTF-8, bytes or escapes that are not UTF-8) 400, and a
 * cross-origin POST 403 (Hono's `csrf`, from the Origin and Sec-Fetch-Site
 * headers), all by `refuse`, with the form's page in the visitor's language.
 * The handler then finds the parsed body in `c.get('formBody')`.
 */
export function formGuards(refuse: RefuseForm): MiddlewareHandler<AppEnv> {
  const tooLarge = async (c: Context<AppEnv>) => refuse(c, { status: 413, notice: 'too-large' }, await oversizedBody(c));
  return every(bodyLimit({ maxSize: MAX_FORM_BYTES, onError: tooLarge }), parsedBody(refuse), sameSiteOnly(refuse));
}

/**
 * Hono's `csrf`, its refusal answered with the form's page rather than a plain
 * "Forbidden". The body is read first (bounded by the size limit) for its
 * language only, as the newsletter's page is in the language posted: nothing
 * else another site sent is shown on the site's page.
 */
function sameSiteOnly(refuse: RefuseForm): MiddlewareHandler<AppEnv> {
  const check = csrf();
  return async function sameSiteOnly(c, next) {
    try {
      // Given a next step that does nothing, csrf either throws its 403 or returns.
      await check(c, async () => {});
    } catch (error) {
      if (!(error instanceof HTTPException && error.status === 403)) throw error;
      const { language } = c.get('formBody');
      return refuse(c, { status: 403, notice: 'cross-site' }, typeof language === 'string' ? { language } : {});
    }
    await next();
  };
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Whether a form body is UTF-8 throughout: its bytes, and in a URL-encoded
 * body the bytes its escapes stand for (`name=%FF%FE`). Parsing would read
 * anything else as U+FFFD and store `��`. A `%` that starts no escape stands
 * for itself, as browsers read it. No form takes a file, so a multipart body
 * is text throughout too.
 */
function isUtf8Form(bytes: ArrayBuffer, contentType: string): boolean {
  try {
    const text = strictUtf8.decode(bytes);
    if (/^application\/x-www-form-urlencoded\b/i.test(contentType.trim())) {
      for (const part of text.split(/[&=]/)) decodeURIComponent(part.replace(/%(?![0-9a-f]{2})/gi, '%25'));
    }
    return true;
  } catch {
    return false;
  }
}

function parsedBody(refuse: RefuseForm): MiddlewareHandler<AppEnv> {
  return async function parsedBody(c, next) {
    let body: FormBody;
    try {
      // Hono keeps the bytes read here: parseBody reads the same ones.
      if (!isUtf8Form(await c.req.arrayBuffer(), c.req.header('content-type') ?? '')) throw new Error('not UTF-8');
      body = await c.req.parseBody();
    } catch {
      return refuse(c, { status: 400, notice: 'malformed' }, {});
    }
    c.set('formBody', body);
    await next();
  };
}

/** The fields of an oversized body when it is small enough to read and still unread; none otherwise. */
async function oversizedBody(c: Context<AppEnv>): Promise<FormBody> {
  const length = Number(c.req.header('content-length'));
  if (!(length <= MAX_RETURNED_BYTES) || c.req.raw.bodyUsed) return {};
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}
