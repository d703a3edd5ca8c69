import { ArticleCard } from '../../components/ArticleCard';
import { MoreLink } from '../../components/MoreLink';
import { Section } from '../../components/Section';
import { articlesIn } from '../../content/articles';
import { useLanguage } from '../../i18n/language-context';

/** The four latest articles of the page language. */
export function BlogSection() {
  const { language, t } = useLanguage();
  return (
    <Section id="blog" title={t('blog.title')} lead={t('blog.lead')} tone="tinted">
      <div className="grid grid-4">
        {articlesIn(language)
          .slice(0, 4)
          .map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
      </div>
      <MoreLink page="blog" label="blog.more" />
    </Section>
  );
}
