import { HtmlValidate } from 'html-validate';

/**
 * The recommended preset, with its four serialisation-style rules set to the
 * style React's server renderer writes (`<meta />`, `charSet`, `required=""`, `hidden=""`)
 * rather than turned off: the style is still enforced, consistently.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': ['error', { style: 'selfclosing' }],
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
  },
});

/** html-validate's findings on the HTML exactly as the worker served it. */
export async function validationErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector})`));
}
