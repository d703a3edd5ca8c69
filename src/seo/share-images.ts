import { AGENCY } from '../content/agency';
import { translate } from '../i18n/dictionary';
import type { Language } from '../languages/languages';
import { PAGE_KINDS, type PageKind, type ShareImageFamily } from '../content/page-kinds';
import { servedPaths } from '../routes';

export type { ShareImageFamily };

/** The size social networks show large: 1.91:1. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A share image: a PNG in assets/ drawn by scripts/media/make-share-images.mjs. */
export interface ShareImage {
  family: ShareImageFamily;
  language: Language;
  /** Path on the site. */
  path: string;
  /** The sentence written on the image. */
  headline: string;
  alt: string;
}

/** The share image of a kind of page in a language; its texts are in that language. */
export function shareImage(kind: PageKind, language: Language): ShareImage {
  const family = PAGE_KINDS[kind].share;
  const headline = translate(language, `share.${family}`);
  return { family, language, path: `/images/share/${family}-${language}.png`, headline, alt: `${AGENCY.name} — ${headline}` };
}

/** Every share image the route table needs: one per page family and language served. */
export function allShareImages(): ShareImage[] {
  const byPath = new Map<string, ShareImage>();
  for (const { route, language } of servedPaths()) {
    const image = shareImage(route.kind, language);
    byPath.set(image.path, image);
  }
  return [...byPath.values()];
}
