import { createElement } from 'react';
import { PAGES_UPDATED } from '../content/content-dates';
import type { ErrorStatus } from '../error-status';
import { translate } from '../i18n/dictionary';
import type { Language } from '../languages/languages';
import { ERROR_PAGES, ErrorBody } from '../pages/ErrorPage';
import type { DocumentOptions } from './render-document';

/** The whole document of the error page for `status` in `language`. */
export function errorDocument(status: ErrorStatus, language: Language, siteUrl: string): DocumentOptions {
  const texts = ERROR_PAGES[status];
  return {
    language,
    siteUrl,
    head: { title: translate(language, texts.title), description: translate(language, texts.description), updated: PAGES_UPDATED },
    body: createElement(ErrorBody, { status }),
  };
}
