/**
 * The e-mails the forms send once their answer has gone (the owner's
 * notification of a message, a newsletter sign-up's confirmation), bundled by
 * build.mjs into a module of their own (src/generated/mail.js, loaded by
 * src/mail-module.ts): a page's request neither reads nor evaluates their
 * texts and templates, and a post that sends one loads them.
 */
export { notifyOwner } from './notify-owner';
export { sendConfirmation } from './send-confirmation';
