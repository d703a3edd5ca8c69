/** Text or attribute value made safe inside XML: the five predefined entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${XML_ENTITIES[char]};`);
}

const XML_ENTITIES: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' };
