import { CalendarClock, Eye, FileText, MessageCircle, Route as RouteIcon, Sparkles, type LucideIcon } from 'lucide-react';
import { Section } from '../../components/Section';
import type { DictionaryKey } from '../../i18n/dictionary';
import { useLanguage } from '../../i18n/language-context';

const PILLARS = [
  { icon: Eye, title: 'pillars.clarity.title', text: 'pillars.clarity.text' },
  { icon: Sparkles, title: 'pillars.image.title', text: 'pillars.image.text' },
  { icon: RouteIcon, title: 'pillars.method.title', text: 'pillars.method.text' },
] as const satisfies readonly { icon: LucideIcon; title: DictionaryKey; text: DictionaryKey }[];

const PROMISES = [
  { icon: MessageCircle, text: 'promises.exchange' },
  { icon: FileText, text: 'promises.quote' },
  { icon: CalendarClock, text: 'promises.answer' },
] as const satisfies readonly { icon: LucideIcon; text: DictionaryKey }[];

/** The three pillars of the method and the three promises made to every client. */
export function PillarsSection() {
  const { t } = useLanguage();
  return (
    <Section id="approach" title={t('pillars.title')}>
      <ul className="grid grid-3 pillars">
        {PILLARS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="card pillar reveal">
            <Icon className="icon" aria-hidden="true" focusable="false" />
            <h3>{t(title)}</h3>
            <p>{t(text)}</p>
          </li>
        ))}
      </ul>
      <h3 className="promises-title">{t('promises.title')}</h3>
      <ul className="promises">
        {PROMISES.map(({ icon: Icon, text }) => (
          <li key={text} className="promise reveal">
            <Icon className="icon-inline" aria-hidden="true" focusable="false" />
            {t(text)}
          </li>
        ))}
      </ul>
    </Section>
  );
}
