import { describe, expect, it } from 'vitest';
import { BatchedLines, type LineSink } from './log-stream.ts';

function recorder() {
  const chunks: string[] = [];
  let syncFlushes = 0;
  const sink: LineSink = {
    write: (chunk) => chunks.push(chunk) > 0,
    flush: (done) => done?.(),
    flushSync: () => {
      syncFlushes += 1;
    },
  };
  return { sink, chunks, syncFlushes: () => syncFlushes };
}

describe('BatchedLines', () => {
  it('holds lines until they reach the batch size, then hands them over as one chunk in order', () => {
    const { sink, chunks } = recorder();
    const batch = new BatchedLines(sink, 20);
    batch.write('{"a":1}\n');
    batch.write('{"b":2}\n');
    expect(chunks).toEqual([]);
    batch.write('{"c":3}\n');
    expect(chunks).toEqual(['{"a":1}\n{"b":2}\n{"c":3}\n']);
    batch.write('{"d":4}\n');
    expect(chunks).toHaveLength(1);
  });

  it('flush hands over what waits (the timer), and nothing when nothing waits', () => {
    const { sink, chunks } = recorder();
    const batch = new BatchedLines(sink, 1024);
    batch.flush();
    expect(chunks).toEqual([]);
    batch.write('one\n');
    batch.flush();
    batch.flush();
    expect(chunks).toEqual(['one\n']);
  });

  it("flush with a callback (pino's logger.flush) answers once the sink has written", () => {
    const { sink, chunks } = recorder();
    const batch = new BatchedLines(sink, 1024);
    batch.write('x\n');
    let done = false;
    batch.flush(() => {
      done = true;
    });
    expect(chunks).toEqual(['x\n']);
    expect(done).toBe(true);
  });

  it('flushSync (process exit) hands over the last lines and writes the sink synchronously', () => {
    const { sink, chunks, syncFlushes } = recorder();
    const batch = new BatchedLines(sink, 1024);
    batch.write('last\n');
    batch.flushSync();
    expect(chunks).toEqual(['last\n']);
    expect(syncFlushes()).toBe(1);
  });
});
