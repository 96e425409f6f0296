import { CHANGE_CHANNEL, CHANGE_TOPICS, changeCounters, type ChangeTopic, type DbHandle } from '@portal/db';

/**
 * How old the known counter versions may get before a read checks them again: the longest a change
 * made on another node takes to show here when its NOTIFY did not arrive (PGlite delivers in process;
 * on PostgreSQL the LISTEN connection usually brings it within milliseconds).
 */
export const CHANGE_CHECK_MS = 1000;
/** How long a write noted on this node keeps reads checking, waiting for its transaction to commit. */
const LOCAL_CHANGE_WAIT_MS = 5000;

export type ChangeVersions = Readonly<Record<ChangeTopic, number>>;

export interface ChangeFeed {
  /** The version of every topic, at most CHANGE_CHECK_MS old; one query when older (shared by concurrent reads). */
  versions(): ChangeVersions | Promise<ChangeVersions>;
  /** The next read checks the database (a test or a writer that knows something changed). */
  recheck(): void;
}

// A write on this node noted before its transaction commits (repositories get a transaction, not the
// handle): every feed of the process checks on each read until it sees a newer version or the wait ends.
let localChange = { seq: 0, until: 0 };

/**
 * Tells this process's feeds that a write which the triggers count is under way here, so the node that
 * made it serves the change at once instead of up to CHANGE_CHECK_MS later (logout, disabling, a rate).
 */
export function noteLocalChange(): void {
  localChange = { seq: localChange.seq + 1, until: performance.now() + LOCAL_CHANGE_WAIT_MS };
}

const feeds = new WeakMap<DbHandle, ChangeFeed>();

/** The one feed of a database handle (each app in a test process has its own handle). */
export function changeFeed(database: DbHandle): ChangeFeed {
  let feed = feeds.get(database);
  if (!feed) {
    feed = createFeed(database);
    feeds.set(database, feed);
  }
  return feed;
}

function createFeed(database: DbHandle): ChangeFeed {
  let known: ChangeVersions | null = null;
  let checkedAt = -Infinity;
  // Bumped by every notification: a check that was already running may have read the old counters.
  let notified = 0;
  let seenNotified = 0;
  let seenLocal = 0;
  let inflight: Promise<ChangeVersions> | null = null;

  const stale = (now: number) =>
    known === null ||
    notified !== seenNotified ||
    now - checkedAt >= CHANGE_CHECK_MS ||
    (localChange.seq !== seenLocal && now < localChange.until);

  const check = (): Promise<ChangeVersions> => {
    if (inflight) return inflight;
    const startedNotified = notified;
    const startedLocal = localChange.seq;
    const before = known;
    inflight = readVersions(database)
      .then((read) => {
        known = read;
        checkedAt = performance.now();
        seenNotified = startedNotified;
        // A noted local write is settled once a check started after it sees some counter move.
        if (before === null || CHANGE_TOPICS.some((t) => read[t] !== before[t])) seenLocal = startedLocal;
        return read;
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  };

  database
    .listen(
      CHANGE_CHANNEL,
      () => (notified += 1),
      () => (notified += 1),
    )
    .catch(() => {
      /* no LISTEN (or the database is closing): the counters alone keep the bound */
    });

  return {
    versions: () => (stale(performance.now()) ? check() : (known as ChangeVersions)),
    recheck: () => {
      notified += 1;
    },
  };
}

async function readVersions(database: DbHandle): Promise<ChangeVersions> {
  const rows = await database.db
    .select({ name: changeCounters.name, version: changeCounters.version })
    .from(changeCounters);
  const versions = Object.fromEntries(CHANGE_TOPICS.map((t) => [t, 0])) as Record<ChangeTopic, number>;
  for (const row of rows) if (row.name in versions) versions[row.name as ChangeTopic] = row.version;
  return versions;
}
