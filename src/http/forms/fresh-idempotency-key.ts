import { IDEMPOTENCY_FIELD } from '../../forms/contact-schema';

/**
 * Gives the message form of a cached page a key of its own for this visitor,
 * so that a double submit is recognised as one while two visitors never share
 * a key. HTMLRewriter changes the one attribute as the page streams out.
 */
export function withFreshIdempotencyKey(response: Response): Response {
  return new HTMLRewriter()
    .on(`input[name="${IDEMPOTENCY_FIELD}"]`, {
      element(input) {
        input.setAttribute('value', crypto.randomUUID());
      },
    })
    .transform(response);
}
