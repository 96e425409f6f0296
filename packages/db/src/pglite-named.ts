import { parse, protocol, type PGlite, type QueryOptions } from '@electric-sql/pglite';
import { traced } from './traced-statements.ts';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** A statement parsed under its name on one PGlite instance, with its parameters' types. */
interface Prepared {
  text: string;
  paramTypes: number[];
}

const preparedOf = new WeakMap<PGlite, Map<string, Prepared>>();

/**
 * A named prepared statement on PGlite (namedRows in client.ts): PGlite's `query` parses, plans and
 * drops an unnamed statement on every call, in the node's own thread. This parses it once per PGlite
 * instance under `name` (protocol Parse + Describe, as PostgreSQL's named statements of node-postgres)
 * and then only binds and executes it, so PostgreSQL settles on a generic plan after five calls: a
 * city's exception nights (a new stay's read) took 2.5-2.9 ms of the process's CPU unnamed, 1.0 ms
 * named (ADR 0048). The same messages as PGlite's own query (bind, describe the portal, execute,
 * sync; parameters through the client's serializers, rows through its parsers and `options`), under
 * the same two locks, so it waits for an open transaction as `query` does. Only for the PGlite
 * instance itself: inside a transaction the caller uses the transaction's `query`. A span per
 * statement when a trace is on, as PGlite's `query` (traced-statements.ts).
 */
export function pgliteNamedQuery<T>(
  client: PGlite,
  name: string,
  text: string,
  params: readonly unknown[],
  options: QueryOptions,
): Promise<T[]> {
  return traced('pglite', text, () => run<T>(client, name, text, params, options));
}

function run<T>(
  client: PGlite,
  name: string,
  text: string,
  params: readonly unknown[],
  options: QueryOptions,
): Promise<T[]> {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const exec = async (message: Uint8Array): Promise<BackendMessage[]> =>
        (await client.execProtocol(message, { syncToFs: false })).messages;
      let byName = preparedOf.get(client);
      if (!byName) preparedOf.set(client, (byName = new Map<string, Prepared>()));
      const messages: BackendMessage[] = [];
      try {
        let prepared = byName.get(name);
        if (!prepared) {
          await exec(protocol.serialize.parse({ name, text }));
          const described = await exec(protocol.serialize.describe({ type: 'S', name }));
          prepared = { text, paramTypes: parse.parseDescribeStatementResults(described) };
          byName.set(name, prepared);
        } else if (prepared.text !== text) {
          throw new Error(`the named statement ${name} was prepared with another text`);
        }
        const { paramTypes } = prepared;
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const serialize = options.serializers?.[paramTypes[i]!] ?? client.serializers[paramTypes[i]!];
          return serialize ? serialize(param) : (param as { toString(): string }).toString();
        });
        messages.push(
          ...(await exec(protocol.serialize.bind({ statement: name, values }))),
          ...(await exec(protocol.serialize.describe({ type: 'P' }))),
          ...(await exec(protocol.serialize.execute({}))),
        );
      } finally {
        messages.push(...(await exec(protocol.serialize.sync())));
      }
      await client.syncToFs();
      return (parse.parseResults(messages, client.parsers, options)[0]?.rows ?? []) as T[];
    }),
  );
}
