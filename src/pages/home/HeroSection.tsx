import { Icon } from '../../components/Icon';
import { homeContent } from '../../content/home';
import { useLanguage } from '../../i18n/language-context';
import { LANGUAGE_SPECS, LANGUAGES } from '../../languages/languages';
import { linkTo } from '../../routes';
import { HeroArt } from './HeroArt';

const VIDEO = '/media/presentation.mp4';
const VIDEO_FILE_NAME = 'sillage-communication-presentation.mp4';
const POSTER = '/media/presentation-poster.webp';
/** The poster's widths: a phone's column needs the small one, a wide screen's half-column the large one. */
const POSTER_SOURCES = `/media/presentation-poster-800.webp 800w, ${POSTER} 1280w`;
const POSTER_SIZES = '(min-width: 62rem) 34rem, calc(100vw - 2.5rem)';

/** Title, promise, a call to action down to the services, one to the booking page, and the presentation video with the first call's promise under it. */
export function HeroSection() {
  const { language, t } = useLanguage();
  const hero = homeContent(language).hero;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <HeroArt />
      <div className="container hero-grid">
        <div className="hero-text">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title">{hero.title}</h1>
          <p className="hero-subtitle">{hero.subtitle}</p>
          <p className="hero-actions">
            <a className="button button-primary" href="#services" data-scroll-link>
              {hero.cta}
              <Icon name="arrow-down" className="icon-inline" />
            </a>
            <a className="button button-secondary" href={linkTo('booking', language)}>
              {hero.secondaryCta}
            </a>
          </p>
        </div>
        <figure className="hero-video">
          {/*
            The film starts as its poster: a link to the file, which any browser plays without
            the client script. The script swaps in the player below (client/video-start.ts), so the
            browser builds its video controls for visitors who ask for the film, not on every first screen.
          */}
          <a className="video-start" href={VIDEO} data-video-start>
            {/* The first screen's largest image, on a phone as on a wide screen. */}
            <img src={POSTER} srcSet={POSTER_SOURCES} sizes={POSTER_SIZES} width={1280} height={720} alt="" fetchPriority="high" />
            <span className="video-start-label">
              <Icon name="play" className="icon-inline" />
              {t('hero.videoPlay')}
            </span>
          </a>
          <template data-video-player>
            <video controls playsInline poster={POSTER} width={1280} height={720} aria-label={t('hero.videoLabel')}>
              <source src={VIDEO} type="video/mp4" />
              {LANGUAGES.map((lang) => (
                <track
                  key={lang}
                  kind="captions"
                  src={`/media/presentation.${lang}.vtt`}
                  srcLang={lang}
                  label={LANGUAGE_SPECS[lang].name}
                  default={lang === language}
                />
              ))}
              <p>
                {t('hero.videoFallback')} <a href={VIDEO} download={VIDEO_FILE_NAME}>{t('hero.videoDownload')}</a>
              </p>
            </video>
          </template>
          {/* Under the film, which ends on the same promise: on a phone, the poster stays on the first screen. */}
          <figcaption>
            <p className="hero-note">{hero.note}</p>
            <a href={VIDEO} download={VIDEO_FILE_NAME}>
              {t('hero.videoDownload')}
            </a>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
