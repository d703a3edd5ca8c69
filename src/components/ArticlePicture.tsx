import type { ArticlePicture as Picture, PictureSize } from '../content/schemas/picture';

/** The picture's width on the page: the article's column (.prose, 46rem), or the screen but its margins. */
const SIZES = '(min-width: 50rem) 46rem, calc(100vw - 2.5rem)';

const srcSet = (sizes: readonly PictureSize[]) => sizes.map((size) => `${size.path} ${size.width}w`).join(', ');

/**
 * An article's picture, under its title: the page's largest element, so
 * fetched first and at once, in the smallest of its sizes the screen needs, as
 * AVIF or WebP (the JPEG for a browser that reads neither), its place kept by
 * its proportions before it loads.
 */
export function ArticlePicture({ picture }: { picture: Picture }) {
  return (
    <picture className="article-picture">
      <source type="image/avif" srcSet={srcSet(picture.avif)} sizes={SIZES} />
      <source type="image/webp" srcSet={srcSet(picture.webp)} sizes={SIZES} />
      <img src={picture.jpeg.path} width={picture.width} height={picture.height} alt={picture.alt} loading="eager" fetchPriority="high" decoding="async" />
    </picture>
  );
}
