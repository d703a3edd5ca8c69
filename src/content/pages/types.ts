import type { ContentBlock } from '../blocks';
import type { FaqItem } from '../faq';

/** Head texts of a French-only page. */
export interface PageMeta {
  /** ≤ 60 characters, ending with "| Sillage Communication" or "| Sillage". Unique. */
  title: string;
  /** 70–160 characters. Unique. */
  description: string;
}

/** A closing call to action; its button leads to the contact page. */
export interface CallToAction {
  title: string;
  text: string;
  button: string;
}

/** A titled block of rich text. */
export interface TextSection {
  heading: string;
  blocks: readonly ContentBlock[];
}

export type ThreeFaq = readonly [FaqItem, FaqItem, FaqItem];
