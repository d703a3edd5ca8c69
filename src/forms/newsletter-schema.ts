import * as v from 'valibot';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages/languages';
import { emailAddress, says } from './fields';

/**
 * An address a spreadsheet would compute, starting with `=`, `+`, `-` or `@`
 * (src/text/csv-cell.ts). The subscribers' export is for a mailing tool and
 * must give each address as typed, so such an address is refused here rather
 * than altered there.
 */
const SPREADSHEET_SIGN_FIRST = /^[=+\-@]/;

/**
 * A newsletter sign-up: the address, checked like the message form's and
 * without a spreadsheet's sign first, and the language of the page it was
 * posted from (the default language when missing or unknown).
 */
export const NewsletterSchema = v.object({
  email: v.pipe(
    emailAddress,
    v.check((address: string) => !SPREADSHEET_SIGN_FIRST.test(address), says('form.error.emailStartsWithSign')),
  ),
  language: v.fallback(v.picklist(LANGUAGES), DEFAULT_LANGUAGE),
});
