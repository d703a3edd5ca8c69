// The text editor's preview (Sveltia CMS, src/desk/editor/) shows a text as
// the site shows it: each text's preview is registered here as the page's
// body rendered by the site's own components (src/desk/editor/preview/), with
// the site's stylesheet. A classic script after the editor's, so that it runs
// once `window.CMS` exists and before the editor opens any text: the editor
// looks a text's preview up when it opens the text, by its name alone.
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { loadLanguageContent } from '../../src/content/language-content';
import { ARTICLES_COLLECTION, editorFileSpecs, type EditorFileSpec } from '../../src/desk/editor/editor-config';
import { previewMarkup } from '../../src/desk/editor/preview/preview-markup';
import '../../src/every-article';
import { isLanguage, LANGUAGES } from '../../src/languages/languages';

/** What the editor's classic script puts on `window`: its API, and `h`, the createElement of the React it renders previews with. */
interface EditorGlobals {
  CMS: {
    registerPreviewTemplate(name: string, component: (props: CustomPreviewTemplateProps) => unknown): void;
    registerPreviewStyle(url: string): void;
  };
  h(type: string, props: Record<string, unknown>): unknown;
}

const editor = window as unknown as Window & EditorGlobals;
const script = document.currentScript as HTMLScriptElement;

/**
 * The preview of one text: the editor renders it with its own copy of React,
 * so it gets one element of that React's holding the site's HTML, rendered
 * by the site's React (no component of one React inside the other's tree).
 * The preview's frame says the language it shows in its `lang`.
 */
const preview = (file: EditorFileSpec | undefined) =>
  function SitePreview({ entry, getAsset, document: frame }: CustomPreviewTemplateProps) {
    const language = frame.documentElement.lang;
    const { data, path } = entry.toJS() as { data: Record<string, unknown>; path?: string };
    const html = isLanguage(language)
      ? previewMarkup(file, { language, data, slug: /\/blog\/[a-z]+\/([^/]+)\.md$/.exec(path ?? '')?.[1], pictureAt: (field) => getAsset(field)?.url }, window.location.origin)
      : '';
    return editor.h('div', { 'data-site-preview': '', dangerouslySetInnerHTML: { __html: html } });
  };

// The pages that list others (the home, the blog, the services…) read the site's texts, bundled here
// with the articles' (src/every-article.ts): loaded within this task, long before the editor opens a text.
for (const language of LANGUAGES) void loadLanguageContent(language);
editor.CMS.registerPreviewStyle(script.dataset.stylesheet!);
editor.CMS.registerPreviewTemplate(ARTICLES_COLLECTION, preview(undefined));
for (const file of editorFileSpecs()) editor.CMS.registerPreviewTemplate(file.name, preview(file));
