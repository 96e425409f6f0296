import pino from 'pino';

/** What the batch hands its lines to: sonic-boom (pino.destination) or, in tests, a recorder. */
export interface LineSink {
  write(chunk: string): boolean;
  flush(done?: (err?: Error) => void): void;
  flushSync(): void;
}

/**
 * Log lines gathered in memory and handed to the sink as one string every `bytes` or every `flushMs`:
 * a request's line costs an array push. sonic-boom alone concatenates every line onto its pending
 * string and measures that string's UTF-8 length again for each line (a copy of up to 16 KB per
 * request), then writes through the thread pool once per 8 KB - under a read load on two cores the
 * access log took a fifth of the throughput (bench/README.md, 27 Nov). Whatever waits is written
 * synchronously when the process exits, so a clean stop loses no line; a process killed outright
 * loses at most the last `flushMs`.
 */
export class BatchedLines {
  private lines: string[] = [];
  private size = 0;
  private readonly sink: LineSink;
  private readonly bytes: number;

  constructor(sink: LineSink, bytes: number) {
    this.sink = sink;
    this.bytes = bytes;
  }

  write(line: string): boolean {
    this.lines.push(line);
    this.size += line.length;
    if (this.size >= this.bytes) this.flush();
    return true;
  }

  /** Hands what waits to the sink, which writes it asynchronously (`done` once it is written: pino's flush). */
  flush(done?: (err?: Error) => void): void {
    if (this.lines.length > 0) {
      const chunk = this.lines.length === 1 ? this.lines[0]! : this.lines.join('');
      this.lines = [];
      this.size = 0;
      this.sink.write(chunk);
    }
    if (done) this.sink.flush(done);
  }

  /** Everything, now: on exit. */
  flushSync(): void {
    this.flush();
    this.sink.flushSync();
  }
}

/** Standard output through a BatchedLines of 64 KB, flushed at least every half second and at exit. */
export function batchedStdout(bytes = 64 * 1024, flushMs = 500): BatchedLines {
  const destination = pino.destination({ dest: 1, sync: false });
  const batch = new BatchedLines(destination, bytes);
  const timer = setInterval(() => batch.flush(), flushMs).unref();
  process.once('exit', () => {
    clearInterval(timer);
    try {
      batch.flushSync();
    } catch {
      // stdout already closed: nothing left to tell
    }
  });
  return batch;
}
