/**
 * The forms' e-mails are a module of their own (src/generated/mail.js, from
 * src/notifications/mail-server.ts), loaded by the first post that sends one.
 * The import stays at the root of src/, where Workers resolve an additional
 * module's name from (wrangler.toml, `rules`).
 */
export const loadMail = () => import('./generated/mail.js');
