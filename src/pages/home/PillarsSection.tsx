import { Icon } from '../../components/Icon';
import type { IconName } from '../../components/icon-names';
import { Section } from '../../components/Section';
import type { DictionaryKey } from '../../i18n/dictionary';
import { useLanguage } from '../../i18n/language-context';

const PILLARS = [
  { icon: 'eye', title: 'pillars.clarity.title', text: 'pillars.clarity.text' },
  { icon: 'sparkles', title: 'pillars.image.title', text: 'pillars.image.text' },
  { icon: 'route', title: 'pillars.method.title', text: 'pillars.method.text' },
] as const satisfies readonly { icon: IconName; title: DictionaryKey; text: DictionaryKey }[];

const PROMISES = [
  { icon: 'message-circle', text: 'promises.exchange' },
  { icon: 'file-text', text: 'promises.quote' },
  { icon: 'calendar-clock', text: 'promises.answer' },
] as const satisfies readonly { icon: IconName; text: DictionaryKey }[];

/** The three pillars of the method and the three promises made to every client. */
export function PillarsSection() {
  const { t } = useLanguage();
  return (
    <Section id="approach" title={t('pillars.title')}>
      <ul className="grid grid-3 pillars">
        {PILLARS.map(({ icon, title, text }) => (
          <li key={title} className="card pillar reveal">
            <Icon name={icon} className="icon" />
            <h3>{t(title)}</h3>
            <p>{t(text)}</p>
          </li>
        ))}
      </ul>
      <h3 className="promises-title">{t('promises.title')}</h3>
      <ul className="promises">
        {PROMISES.map(({ icon, text }) => (
          <li key={text} className="promise reveal">
            <Icon name={icon} className="icon-inline" />
            {t(text)}
          </li>
        ))}
      </ul>
    </Section>
  );
}
