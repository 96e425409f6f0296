import { readFileSync } from 'node:fs';
import { createDb } from './src/client.ts';
const bytes = readFileSync('/tmp/intspeed-template-ckpt.tar');
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
for (let i = 0; i < 6; i++) {
  const c0 = cpu(), w0 = performance.now();
  const d = await createDb({ pgliteTar: bytes, pgliteSharedBuffersMb: Number(process.env.SB ?? 64) });
  console.log('cpu', Math.round(cpu() - c0), 'wall', Math.round(performance.now() - w0));
  await d.close();
}
