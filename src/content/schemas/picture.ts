import * as v from 'valibot';
import { shared, sized } from './fields';

/**
 * An article's picture: a photo the owner uploads through the text editor
 * into the media folder, src/content/pictures/, which the build turns into
 * the sizes and formats a page loads (scripts/content/pictures.ts). Its field
 * names the file as the editor writes it, below PICTURES_PUBLIC_FOLDER.
 */
export const PICTURES_FOLDER = 'src/content/pictures';

/** How the editor (its `public_folder`) and the articles' `picture` field write a file of PICTURES_FOLDER: `/pictures/<file name>`. */
export const PICTURES_PUBLIC_FOLDER = '/pictures';

/** What the build accepts of a picture, and what it makes of it. */
export const PICTURE_RULES = {
  /** The formats a camera or a phone saves, which the build reads. */
  formats: ['jpeg', 'png', 'webp'],
  /** Wide enough for the article's width on a large screen at twice its pixels, and for a social network's share image. */
  minWidth: 1200,
  /** A photo straight from a camera; anything heavier is not a photo for the web, and slows every build that reads it. */
  maxBytes: 15 * 1024 * 1024,
  /** The widths made, each in AVIF and WebP; those over the picture's own width are left out (never enlarged). */
  widths: [480, 800, 1200, 1600],
  /** The width of the JPEG social networks show when the article is shared, and of the `<img>` a browser without AVIF or WebP loads. */
  shareWidth: 1200,
  /** A screen reader reads a description in one breath. */
  altMaxLength: 125,
} as const;

/** `/pictures/<file name>`: a file of the media folder, as the editor writes it. */
export const pictureFile = shared(
  v.pipe(
    v.string(),
    v.regex(/^\/pictures\/[^/\\]+$/, `must be a file of the media folder, written ${PICTURES_PUBLIC_FOLDER}/<file name> (upload it through the text editor, or put it in ${PICTURES_FOLDER}/)`),
    v.metadata({ widget: 'image' }),
  ),
);

/** What looks like a file's name rather than words: `IMG_2041.jpg`, `DSC01234`, `atelier-impression`. */
const FILE_NAME = [/\.[a-z0-9]{3,4}$/i, /^(img|dsc|dscn|dscf|pxl|photo|image|picture)[\s_-]*\d+/i, /^[^\s]+[_-][^\s]+$/];

/** The picture's description for those who do not see it (a screen reader, a picture that does not load), in the file's language. */
export const pictureAlt = v.pipe(
  sized(PICTURE_RULES.altMaxLength, 'a screen reader reads the description of a picture in one breath'),
  v.check((text) => !FILE_NAME.some((pattern) => pattern.test(text.trim())), 'must describe what the picture shows, in words: not a file name'),
);

/** One size of a picture in one format, as `srcset` names it. */
export interface PictureSize {
  path: string;
  width: number;
}

/** An article's picture, as its page shows it: made by the build (scripts/content/pictures.ts), with its description in the page's language. */
export interface ArticlePicture {
  alt: string;
  /** The picture's own proportions, at its largest size made: the page reserves its place before it loads. */
  width: number;
  height: number;
  avif: readonly PictureSize[];
  webp: readonly PictureSize[];
  /** The JPEG social networks show, and browsers without AVIF or WebP. */
  jpeg: PictureSize & { height: number };
}
