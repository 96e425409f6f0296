import { describe, expect, it } from 'vitest';
import { CliInputError, parseArgv, stringFlag } from './argv.ts';

describe('parseArgv', () => {
  it('splits the command, positional words and flags', () => {
    expect(parseArgv(['agents:flags', 'a@b.c', 'showHotel=on', '--status', 'ok', '--x=1'])).toEqual({
      command: 'agents:flags',
      args: { positional: ['a@b.c', 'showHotel=on'], flags: { status: 'ok', x: '1' } },
    });
  });

  it('treats known boolean flags as switches even before positional words', () => {
    expect(parseArgv(['agents:flags', '--none', 'a@b.c']).args).toEqual({
      positional: ['a@b.c'],
      flags: { none: true },
    });
  });

  it('makes a value flag without a value a switch, and keeps words after --', () => {
    expect(parseArgv(['cmd', '--password']).args.flags).toEqual({ password: true });
    expect(parseArgv(['cmd', '--', '--not-a-flag']).args.positional).toEqual(['--not-a-flag']);
  });

  it('answers no command for an empty line', () => {
    expect(parseArgv([]).command).toBeNull();
  });
});

describe('stringFlag', () => {
  it('answers the value, undefined when absent, and refuses a missing value', () => {
    const { args } = parseArgv(['cmd', '--status', 'ok', '--password']);
    expect(stringFlag(args, 'status')).toBe('ok');
    expect(stringFlag(args, 'other')).toBeUndefined();
    expect(() => stringFlag(args, 'password')).toThrow(CliInputError);
  });
});
