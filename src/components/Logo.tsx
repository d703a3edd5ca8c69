import { AGENCY } from '../content/agency';

/**
 * The logo: the three-wave mark and the wordmark set in the page's own font.
 * Drawn inline so its words share the site's typeface, and so the footer can
 * show it light on dark by colour alone (the wordmark takes `currentColor`).
 * The mark is decorative; the words are the name.
 */
export function Logo() {
  const [name, ...rest] = AGENCY.name.split(' ');
  return (
    <>
      <svg className="logo-mark" viewBox="0 0 64 64" width={40} height={40} aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="16" fill="#0e4f5c" />
        <g fill="none" strokeLinecap="round">
          <path d="M10 27C17 19 24 19 31 26S45 34 54 24" stroke="#fbf8f3" strokeWidth="5" />
          <path d="M10 39C17 31 24 31 31 38S45 46 54 36" stroke="#f2a541" strokeWidth="5" />
          <path d="M18 50C23 46 27 46 31 49S40 53 46 48" stroke="#8fb5ba" strokeWidth="3.5" />
        </g>
      </svg>
      <span className="logo-text">
        {/* The space keeps the two words apart in the accessible name; the column layout ignores it. */}
        <span className="logo-name">{name}</span>{' '}
        <span className="logo-tagline">{rest.join(' ')}</span>
      </span>
    </>
  );
}
