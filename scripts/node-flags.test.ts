import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiNodeEnv, apiNodeFlags } from './node-flags.mjs';

describe('the flags an API node runs with (scripts/node-flags.mjs, ADR 0033)', () => {
  it('caps the old generation and the semi-spaces, and compiles WASM lazily (with the baseline compiler only when asked)', () => {
    expect(apiNodeFlags({})).toEqual([
      '--max-old-space-size=384',
      '--max-semi-space-size=8',
      '--wasm-lazy-compilation',
    ]);
    expect(
      apiNodeFlags({ API_HEAP_MB: '512', API_SEMI_SPACE_MB: '0', API_WASM_BASELINE_ONLY: 'true' }),
    ).toEqual(['--max-old-space-size=512', '--wasm-lazy-compilation', '--liftoff-only']);
    expect(apiNodeFlags({ API_V8_FLAGS: ' --optimize-for-size  --no-compact ' }).slice(3)).toEqual([
      '--optimize-for-size',
      '--no-compact',
    ]);
  });

  it('sets one malloc arena, a 32 KiB mmap and a 128 KiB trim threshold unless the environment has them', () => {
    const env = apiNodeEnv({ PATH: '/bin' });
    expect(env).toMatchObject({
      PATH: '/bin',
      MALLOC_ARENA_MAX: '1',
      MALLOC_MMAP_THRESHOLD_: '32768',
      MALLOC_TRIM_THRESHOLD_: '131072',
    });
    expect(apiNodeEnv({ MALLOC_MMAP_THRESHOLD_: '65536' }).MALLOC_MMAP_THRESHOLD_).toBe('65536');
  });

  it('`npm run serve` starts the node with the same flags and environment as `npm start`', () => {
    // serve runs node itself (a process manager's signals reach the server), so it spells them out.
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const serve = pkg.scripts.serve ?? '';
    for (const flag of apiNodeFlags({})) expect(serve).toContain(` ${flag} `);
    for (const [name, value] of Object.entries(apiNodeEnv({})))
      expect(serve).toContain(`${name}=\${${name}:-${value}}`);
  });
});
