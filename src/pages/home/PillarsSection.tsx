import { Icon } from '../../components/Icon';
import type { IconName } from '../../components/icon-names';
import { Section } from '../../components/Section';
import { homeContent } from '../../content/home';
import { useLanguage } from '../../i18n/language-context';

/** The pillars' icons, in the order of their texts in home/<language>.md. */
const PILLAR_ICONS = ['eye', 'sparkles', 'route'] as const satisfies readonly IconName[];

const PROMISES = [
  { icon: 'message-circle', text: 'exchange' },
  { icon: 'file-text', text: 'quote' },
  { icon: 'calendar-clock', text: 'answer' },
] as const satisfies readonly { icon: IconName; text: string }[];

/** The three pillars of the method and the three promises made to every client. */
export function PillarsSection() {
  const { language } = useLanguage();
  const { pillars, promises } = homeContent(language);
  return (
    <Section id="approach" title={pillars.title}>
      <ul className="grid grid-3 pillars">
        {pillars.items.map(({ title, text }, index) => (
          <li key={title} className="card pillar reveal">
            <Icon name={PILLAR_ICONS[index]!} className="icon" />
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <h3 className="promises-title">{promises.title}</h3>
      <ul className="promises">
        {PROMISES.map(({ icon, text }) => (
          <li key={text} className="promise reveal">
            <Icon name={icon} className="icon-inline" />
            {promises[text]}
          </li>
        ))}
      </ul>
    </Section>
  );
}
