import { describe, expect, it } from 'vitest';
import { ownerNotification } from '../../src/notifications/owner-notification';

/** What a terminal or mail client would act on: C0 and C1 controls, DEL, bidirectional overrides and isolates. */
const ACTING = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

describe("the owner's notification of a message stored with control characters", () => {
  // Stored before the forms refused them, or written to the database by other means.
  const stored = {
    id: 999,
    createdAt: '2026-11-24T09:30:00.000Z',
    language: 'fr' as const,
    name: 'Nul\u0000Byte \u001b]0;pwned\u0007',
    email: 'jeanne\u202e@example.com',
    company: 'Boulangerie\u001b[2J',
    message: 'Bonjour,\n\tcliquez \u001b]8;;https://evil.example\u001b\\ici\u001b]8;;\u001b\\ \u009b2J\u007f.',
    sourcePage: '/contact',
    notification: 'pending' as const,
    notificationAttempts: 0,
    nextNotificationAt: null,
    handledAt: null,
  };
  const { subject, text } = ownerNotification(stored);

  it('writes them out in the subject and the text, where they can act on nothing', () => {
    expect(subject).not.toMatch(ACTING);
    expect(subject).not.toContain('\n');
    expect(subject).toBe('Nouveau message de Nul\\u0000Byte \\u001b]0;pwned\\u0007 via le site');
    expect(text).not.toMatch(ACTING);
    for (const shown of ['Boulangerie\\u001b[2J', 'jeanne\\u202e@example.com', '\\u001b]8;;https://evil.example\\u001b\\ici', '\\u009b2J\\u007f.']) {
      expect(text).toContain(shown);
    }
  });

  it('writes out the invisible characters too: a joiner, direction marks, separators, tags', () => {
    const hidden = ownerNotification({ ...stored, name: 'Jeanne\u200dDupont\u{e0041}', message: 'Bonjour\u200e 👩\u200d💻\u2028\u{e0049}\u{e007f}.' });
    for (const part of [hidden.subject, hidden.text]) expect(part).not.toMatch(/[\u200d-\u200f\u2028\u2029\u{e0000}-\u{e007f}]/u);
    expect(hidden.subject).toContain('Jeanne\\u200dDupont\\u{e0041}');
    expect(hidden.text).toContain('Bonjour\\u200e 👩\\u200d💻\\u2028\\u{e0049}\\u{e007f}.');
  });

  it("keeps the message's own line breaks and tabs", () => {
    expect(text).toContain('Bonjour,\n\tcliquez ');
  });
});
