import * as v from 'valibot';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages';
import { emailAddress } from './fields';

/**
 * A newsletter sign-up: the address, checked like the message form's, and the
 * language of the page it was posted from (the default language when missing or unknown).
 */
export const NewsletterSchema = v.object({
  email: emailAddress,
  language: v.fallback(v.picklist(LANGUAGES), DEFAULT_LANGUAGE),
});
