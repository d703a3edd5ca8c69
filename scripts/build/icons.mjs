// The drawings of the site's icons (src/components/icon-names.ts), for
// src/generated/icons.ts: lucide-react draws each icon once here, at build
// time, and `Icon` (src/components/Icon.tsx) writes the drawing into pages as
// a string. lucide-react is the source of the drawings, never run by the Worker.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The module text of src/generated/icons.ts: each icon's class names and the SVG elements inside its `<svg>`. */
export async function iconsModule(names) {
  const drawings = {};
  for (const name of names) {
    const { default: LucideIcon } = await import(`lucide-react/icons/${name}`);
    const svg = renderToStaticMarkup(createElement(LucideIcon));
    const drawn = /^<svg [^>]*class="([^"]+)"[^>]*>(.*)<\/svg>$/s.exec(svg);
    if (!drawn) throw new Error(`lucide-react drew the icon "${name}" in a shape scripts/build/icons.mjs does not know: ${svg}`);
    drawings[name] = { className: drawn[1], markup: drawn[2] };
  }
  return `// Written by build.mjs (scripts/build/icons.mjs) from lucide-react: the drawing of each icon of src/components/icon-names.ts.
import type { IconName } from '../components/icon-names';

export const ICON_DRAWINGS: Record<IconName, { className: string; markup: string }> = ${JSON.stringify(drawings, null, 2)};
`;
}
