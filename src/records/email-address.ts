/**
 * The e-mail addresses the site takes, one rule for the forms that ask for
 * one (src/forms/fields.ts) and the messages that name one in a header
 * (src/booking/mime.ts), so that an address the form takes always gets its
 * e-mails: a booking's hold link (sent by the platform) and its invitation
 * (a MIME message the site writes) alike.
 *
 * It is RFC 5322's dot-atom as mail servers deliver it across the internet:
 * ASCII letters, digits and `.!#$%&'*+/=?^_`{|}~-` before the @, no dot
 * leading, trailing or doubled; a domain of two labels or more, each of
 * letters, digits and inner hyphens, 63 at most (punycode for the others,
 * `xn--caf-dma.fr`).
 */

const DOT_ATOM_ADDRESS = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Whether the site takes `address`, and can write it in a header as it is. */
export function isCarriedAddress(address: string): boolean {
  return DOT_ATOM_ADDRESS.test(address);
}

/**
 * What RFC 5322 allows but a header of ours cannot carry as it is: a quoted
 * local part (`"jeanne dupont"@example.com`) or an address literal
 * (`jeanne@[192.0.2.1]`). The form names them, rather than calling such an
 * address invalid.
 */
export function isQuotedOrLiteralAddress(address: string): boolean {
  return /^"[^"]*"@[^@]+$/.test(address) || /^[^@]+@\[[^\]]*\]$/.test(address);
}
