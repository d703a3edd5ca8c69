import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

/**
 * Checks that `text` is well-formed XML, then parses it. Attributes keep their
 * names; the elements named in `lists` are always arrays.
 */
export function parseXml(text: string, lists: readonly string[]): Record<string, any> {
  expect(XMLValidator.validate(text)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    isArray: (name) => lists.includes(name),
  });
  return parser.parse(text);
}
