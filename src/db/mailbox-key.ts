/** Providers that ignore the dots of an address's local part, and the domain each is known by. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, as a key for the limits per address: in
 * lower case, without its sub-address (`+tag`, which most providers deliver
 * to the mailbox; where `a+b` is a mailbox of its own, it merely shares the
 * limits of `a`), and without the dots of the local part where the provider
 * ignores them (Gmail, either domain). So victim@, victim+1@ and
 * v.ictim@gmail.com are one mailbox. Only a key: the address stored and
 * e-mailed is the one typed.
 */
export function mailboxKey(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1).toLowerCase();
  const local = address.slice(0, at).toLowerCase();
  // A leading plus is the whole name, not a tag (the newsletter refuses such an address anyway).
  const plus = local.indexOf('+', 1);
  const name = plus === -1 ? local : local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${name.replaceAll('.', '')}@${dotless}` : `${name}@${domain}`;
}
