import { contactFormPath, newsletterPage, type ServedPath } from '../../routes';
import type { FormState } from '../../forms/form-state';
import { NEWSLETTER_PARAM, SENT_PARAM } from '../../forms/outcome-urls';

/** A form's outcome read from the query, and the page variant it makes. */
export interface FormOutcome {
  state: FormState;
  /** Added to the page's cache key: each outcome is rendered once per data centre. */
  variant: string;
}

/**
 * The state a form redirected to after a submission (Post/Redirect/Get),
 * read from the page's query: the message form's thank-you state (whatever
 * `sent` holds), or the newsletter box's outcome (unknown values ignored).
 * Neither holds anything of the visitor's, so both are cached like any page.
 * Undefined on other requests.
 */
export function formOutcomeFromQuery(served: ServedPath, query: URLSearchParams): FormOutcome | undefined {
  if (query.has(SENT_PARAM) && served.path === contactFormPath(served.language)) {
    return { state: { form: 'contact', values: {}, errors: {}, sent: true }, variant: SENT_PARAM };
  }
  if (query.get(NEWSLETTER_PARAM) === 'check-inbox' && served.path === newsletterPage(served.language).path) {
    return { state: { form: 'newsletter', values: {}, errors: {}, outcome: 'check-inbox' }, variant: `${NEWSLETTER_PARAM}=check-inbox` };
  }
  return undefined;
}
