import type { BlogPage } from '../content/pages/blog-page';

/** The newsletter sign-up box: one e-mail field, posted to /newsletter. */
export function NewsletterForm({ text }: { text: BlogPage['newsletter'] }) {
  return (
    <section className="newsletter card" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{text.title}</h2>
      <p>{text.text}</p>
      <form method="post" action="/newsletter" className="newsletter-form">
        <label htmlFor="newsletter-email">{text.emailLabel}</label>
        <div className="inline-field">
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={text.emailPlaceholder}
            maxLength={254}
          />
          <button className="button button-primary" type="submit">
            {text.button}
          </button>
        </div>
      </form>
      <p className="meta">{text.privacyNote}</p>
    </section>
  );
}
