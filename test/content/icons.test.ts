import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../src/components/Icon';
import { ICON_NAMES } from '../../src/components/icon-names';

/**
 * `Icon` writes the drawing the build took from lucide-react: each icon must
 * come out exactly as lucide-react's own component draws it, decorative, as
 * the site used it before, with and without a class of the stylesheet.
 */
describe('icons', () => {
  it.each(ICON_NAMES)('%s is the SVG lucide-react writes', async (name) => {
    const { default: LucideIcon } = await import(`lucide-react/icons/${name}`);
    for (const className of [undefined, 'icon-inline']) {
      const expected = renderToStaticMarkup(createElement(LucideIcon, { className, 'aria-hidden': 'true', focusable: 'false' }));
      expect(renderToStaticMarkup(createElement(Icon, { name, className }))).toBe(expected);
    }
  });
});
