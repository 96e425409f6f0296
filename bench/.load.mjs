import autocannon from 'autocannon';
const [url, token, dur] = process.argv.slice(2);
const headers = token && token !== '-' ? { authorization: `Bearer ${token}` } : {};
await autocannon({ url, connections: 10, duration: 3, headers });
const r = await autocannon({ url, connections: 10, duration: +(dur ?? 10), headers });
console.log('req/s', r.requests.average, 'non2xx', r.non2xx, 'errors', r.errors);
