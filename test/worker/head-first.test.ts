import { describe, expect, it } from 'vitest';
import { headFirst } from '../../src/render/head-first';

const encoder = new TextEncoder();

/** A stream of `chunks` that records why it was cancelled, if it was. */
function source(chunks: string[]) {
  const cancelled: unknown[] = [];
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks.shift();
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
    cancel(reason) {
      cancelled.push(reason);
    },
  });
  return { stream, cancelled };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(decoder.decode(chunk));
  return chunks;
}

describe('the head-first stream', () => {
  it('sends everything up to </head> as its first chunk, then the body as it comes', async () => {
    const { stream } = source(['<html><he', 'ad><title>x</title></h', 'ead><body>', '<p>a</p>', '</body></html>']);
    expect(await readAll(headFirst(stream))).toEqual(['<html><head><title>x</title></head><body>', '<p>a</p>', '</body></html>']);
  });

  it('cancels the render it reads from when the visitor stops reading', async () => {
    const { stream, cancelled } = source(['<html><head></head><body>', '<p>a</p>', '<p>b</p>']);
    const reader = headFirst(stream).getReader();
    await reader.read();
    await reader.cancel('visitor left');
    // pipeThrough passes the cancellation back to its source: React stops rendering for nobody.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cancelled).toEqual(['visitor left']);
  });
});
