import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import { PICTURE_RULES, PICTURES_FOLDER, PICTURES_PUBLIC_FOLDER, type ArticlePicture, type PictureSize } from '../../src/content/schemas/picture';
import { ContentError } from '../../src/content/reading/content-error';

/**
 * An article's picture (src/content/schemas/picture.ts): checked by the
 * content build, then made into its sizes and formats by the build
 * (build.mjs, `pictures`), under content-hashed names below /build/, which
 * browsers keep a year (src/http/bundle-files.ts).
 */

/** Where the sizes made are served: among the content-hashed files. */
const PICTURES_PATH = '/build/pictures';

/** How each format is written: the qualities keep a photo's detail at about a third of a JPEG's weight in AVIF. */
const ENCODERS = {
  avif: { quality: 55, effort: 4 },
  webp: { quality: 78, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true },
} as const;
type Format = keyof typeof ENCODERS;

/** One file to make from a picture: its path on the site, its width and format. */
export interface PictureOutput {
  path: string;
  width: number;
  format: Format;
}

/** A picture's files to make, from its source, keyed by `hash` (its bytes and how they are made). */
export interface PictureJob {
  source: string;
  hash: string;
  outputs: PictureOutput[];
}

/** A picture as the content build knows it: what the page shows but its description, and the files to make. */
export interface PreparedPicture {
  picture: Omit<ArticlePicture, 'alt'>;
  job: PictureJob;
}

/** The formats as their users write them. */
const FORMAT_NAMES: Record<(typeof PICTURE_RULES.formats)[number], string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Checks the picture an article's `picture` field names (`/pictures/<file>`,
 * a file of `<root>/pictures/`) and works out what the build makes of it.
 * Throws a ContentError naming the article's file and what to change: the
 * file missing, not a JPEG, PNG or WebP, too narrow, too heavy.
 */
export async function preparePicture(root: string, articleFile: string, field: string): Promise<PreparedPicture> {
  const name = field.slice(PICTURES_PUBLIC_FOLDER.length + 1);
  const source = join(root, 'pictures', name);
  const refuse = (detail: string) => new ContentError(articleFile, `field "picture": ${field}: ${detail}`);
  const missing = () => refuse(`there is no such file in ${PICTURES_FOLDER}/: upload the picture again through the text editor, or correct its name`);
  const found = await stat(source).catch(() => {
    throw missing();
  });
  // `/pictures/..` names a folder, not a file.
  if (!found.isFile()) throw missing();
  const { size } = found;
  if (size > PICTURE_RULES.maxBytes) {
    throw refuse(`the file weighs ${megabytes(size)}, over the ${megabytes(PICTURE_RULES.maxBytes)} a picture may weigh: export it again as a JPEG of about 2,000 px wide`);
  }
  const bytes = await readFile(source);
  const formats = PICTURE_RULES.formats.map((format) => FORMAT_NAMES[format]).join(', ').replace(/, (\w+)$/, ' or $1');
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!metadata || !(PICTURE_RULES.formats as readonly string[]).includes(metadata.format ?? '')) {
    const found = metadata?.format ? `a ${metadata.format.toUpperCase()} file` : 'not a picture the build can read';
    throw refuse(`${found}: a picture is a ${formats} file; export or save it again in one of them (a photo as a JPEG)`);
  }
  // A photo taken upright is stored sideways with a note to turn it: its width is the turned one's.
  const { width, height } = metadata.autoOrient;
  if (width < PICTURE_RULES.minWidth) {
    throw refuse(`the picture is ${width} px wide: it must be at least ${PICTURE_RULES.minWidth} px wide to look sharp on a large screen and when shared; use the original photo, not a copy sent by message or cut from a page`);
  }
  const hash = createHash('sha256').update(bytes).update(JSON.stringify({ PICTURE_RULES, ENCODERS, sharp: sharp.versions.sharp })).digest('hex').slice(0, 12);
  const stem = basename(name, extname(name)).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'picture';
  const at = (format: Format, made: number): PictureOutput => ({ path: `${PICTURES_PATH}/${stem}.${hash}-${made}.${format === 'jpeg' ? 'jpg' : format}`, width: made, format });
  // Never enlarged: the widths over the picture's own are left out (it is at least the smallest's).
  const widths = PICTURE_RULES.widths.filter((each) => each <= width);
  const sizes = (format: Format): PictureSize[] => widths.map((made) => at(format, made)).map(({ path, width: made }) => ({ path, width: made }));
  const heightAt = (made: number) => Math.round((height * made) / width);
  const largest = widths.at(-1)!;
  const jpeg = at('jpeg', PICTURE_RULES.shareWidth);
  return {
    picture: { width: largest, height: heightAt(largest), avif: sizes('avif'), webp: sizes('webp'), jpeg: { path: jpeg.path, width: jpeg.width, height: heightAt(jpeg.width) } },
    job: { source, hash, outputs: [...widths.flatMap((made) => [at('avif', made), at('webp', made)]), jpeg] },
  };
}

/** One size of a picture in one format, turned upright, in sRGB, without the camera's metadata (where it was taken). */
async function make(source: Buffer, { width, format }: PictureOutput): Promise<Buffer> {
  const resized = sharp(source).autoOrient().resize({ width, withoutEnlargement: true });
  return format === 'avif' ? resized.avif(ENCODERS.avif).toBuffer() : format === 'webp' ? resized.webp(ENCODERS.webp).toBuffer() : resized.jpeg(ENCODERS.jpeg).toBuffer();
}

/**
 * Makes every file of `jobs`, reading those a previous build made from
 * `cache` (a folder, keyed by each picture's hash), so that a build whose
 * pictures did not change encodes nothing. Returns each file by its path on
 * the site.
 */
export async function makePictures(jobs: readonly PictureJob[], { cache }: { cache?: string } = {}): Promise<{ path: string; content: Buffer }[]> {
  const made: { path: string; content: Buffer }[] = [];
  for (const job of jobs) {
    let source: Buffer | undefined;
    for (const output of job.outputs) {
      const cached = cache ? join(cache, job.hash, basename(output.path)) : undefined;
      const previous: Buffer | undefined = cached ? await readFile(cached).catch(() => undefined) : undefined;
      if (previous) {
        made.push({ path: output.path, content: previous });
        continue;
      }
      source ??= await readFile(job.source);
      const content = await make(source, output);
      if (cached) {
        await mkdir(join(cache!, job.hash), { recursive: true });
        await writeFile(`${cached}.part`, content);
        await rename(`${cached}.part`, cached);
      }
      made.push({ path: output.path, content });
    }
  }
  return made;
}
