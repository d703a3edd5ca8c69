const HEAD_END = new TextEncoder().encode('</head>');

/**
 * Holds back React's first bytes until `</head>` has been written, then sends
 * them as one chunk: the browser gets the whole head (stylesheet, script,
 * metadata) in the first packet of the stream, and the body streams after it.
 */
export function headFirst(stream: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let held: Uint8Array | null = new Uint8Array(0);
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (held === null) return controller.enqueue(chunk);
        const joined = new Uint8Array(held.length + chunk.length);
        joined.set(held);
        joined.set(chunk, held.length);
        // Earlier bytes were searched already: only a tag that ends in this chunk is new.
        const from = Math.max(0, held.length - HEAD_END.length + 1);
        held = joined;
        if (indexOf(held, HEAD_END, from) !== -1) {
          controller.enqueue(held);
          held = null;
        }
      },
      flush(controller) {
        if (held?.length) controller.enqueue(held);
      },
    }),
  );
}

/**
 * Where `needle` first occurs in `haystack` at or after `from`, or -1. The
 * typed array's own `indexOf` finds each occurrence of the needle's first byte:
 * native code, where a byte-by-byte loop runs in a new isolate's interpreter
 * (it cost a cold first request about 4 ms of CPU over a home's head).
 */
function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0]!;
  for (let i = haystack.indexOf(first, from); i !== -1 && i <= haystack.length - needle.length; i = haystack.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}
