/** A content file the build cannot accept: the message names the file and, when known, the field or line. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly detail: string,
  ) {
    super(`${file}: ${detail}`);
    this.name = 'ContentError';
  }
}
