// temp: CPU per request of two running servers, alternating
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
const [pidA, urlA, pidB, urlB, path, token] = process.argv.slice(2);
const ticks = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return +f[11] + +f[12]; };
const headers = token ? { authorization: `Bearer ${token}` } : {};
for (let r = 0; r < 3; r++) for (const [name, pid, url] of [['A', pidA, urlA], ['B', pidB, urlB]]) {
  await autocannon({ url: url + path, connections: 10, duration: 1, headers });
  const t0 = ticks(pid);
  const res = await autocannon({ url: url + path, connections: 10, duration: 5, headers });
  const t1 = ticks(pid);
  console.log(name, Math.round(res.requests.average), 'req/s', ((t1 - t0) * 10000 / res.requests.total).toFixed(1), 'us CPU/req');
}
