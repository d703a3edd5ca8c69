// fontverter ships no types: the one function the body-font test calls, to give HarfBuzz (which reads
// TrueType, not WOFF2) the font files.
declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
