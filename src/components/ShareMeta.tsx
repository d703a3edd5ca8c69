import { AGENCY } from '../content/agency';
import { LANGUAGE_SPECS, LANGUAGES, type Language } from '../languages/languages';
import type { Route } from '../routes';
import { SHARE_IMAGE_SIZE, shareImage } from '../seo/share-images';
import { documentTitle, type PageHead } from '../seo/page-head';

interface ShareMetaProps {
  head: PageHead;
  language: Language;
  route: Route;
  siteUrl: string;
  /** The page's canonical URL. */
  url: string;
}

/** Open Graph and Twitter card tags: how the page looks when shared. */
export function ShareMeta({ head, language, route, siteUrl, url }: ShareMetaProps) {
  // The page's own picture (an article's), or its kind's share image, drawn at SHARE_IMAGE_SIZE.
  const image = head.shareImage ?? { ...shareImage(route.kind, language), ...SHARE_IMAGE_SIZE, type: 'image/png' };
  const otherLanguages = LANGUAGES.filter((other) => other !== language);
  return (
    <>
      <meta property="og:type" content={head.published ? 'article' : 'website'} />
      <meta property="og:site_name" content={AGENCY.name} />
      <meta property="og:title" content={documentTitle(head)} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={LANGUAGE_SPECS[language].locale} />
      {otherLanguages.map((other) => (
        <meta key={other} property="og:locale:alternate" content={LANGUAGE_SPECS[other].locale} />
      ))}
      <meta property="og:image" content={siteUrl + image.path} />
      <meta property="og:image:type" content={image.type} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      {head.published && <meta property="article:published_time" content={head.published} />}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
