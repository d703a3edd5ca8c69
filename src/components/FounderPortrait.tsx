import { useLanguage } from '../i18n/language-context';

/** The founder's portrait, below the fold wherever it appears (home and about page). */
export function FounderPortrait() {
  const { t } = useLanguage();
  return (
    <img
      className="portrait"
      src="/images/portrait-maia.svg"
      width={480}
      height={600}
      alt={t('about.portraitAlt')}
      loading="lazy"
      decoding="async"
    />
  );
}
