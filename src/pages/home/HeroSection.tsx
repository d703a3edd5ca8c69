import { ArrowDown } from 'lucide-react';
import { useLanguage } from '../../i18n/language-context';
import { LANGUAGES } from '../../i18n/languages';
import { linkTo } from '../../routes';

/** The hero's background, its largest image: the stylesheet draws it, the home preloads it. */
export const HERO_IMAGE = '/images/hero.svg';
const VIDEO = '/media/presentation.mp4';
const VIDEO_FILE_NAME = 'sillage-communication-presentation.mp4';

/** Title, promise, a call to action down to the services and the presentation video. */
export function HeroSection() {
  const { language, t } = useLanguage();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-text">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-title">{t('hero.title')}</h1>
          <p className="hero-subtitle">{t('hero.subtitle')}</p>
          <p className="hero-actions">
            <a className="button button-primary" href="#services" data-scroll-link>
              {t('hero.cta')}
              <ArrowDown className="icon-inline" aria-hidden="true" focusable="false" />
            </a>
            <a className="button button-secondary" href={linkTo('contact', language)}>
              {t('hero.secondaryCta')}
            </a>
          </p>
        </div>
        <figure className="hero-video">
          <video
            controls
            preload="none"
            playsInline
            poster="/media/presentation-poster.webp"
            width={1280}
            height={720}
            aria-label={t('hero.videoLabel')}
          >
            <source src={VIDEO} type="video/mp4" />
            {LANGUAGES.map((lang) => (
              <track
                key={lang}
                kind="captions"
                src={`/media/presentation.${lang}.vtt`}
                srcLang={lang}
                label={lang === language ? t('hero.videoCaptions') : lang.toUpperCase()}
                default={lang === language}
              />
            ))}
            <p>
              {t('hero.videoFallback')} <a href={VIDEO} download={VIDEO_FILE_NAME}>{t('hero.videoDownload')}</a>
            </p>
          </video>
          <figcaption>
            <a href={VIDEO} download={VIDEO_FILE_NAME}>
              {t('hero.videoDownload')}
            </a>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
