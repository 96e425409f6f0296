// Shared by the bench scripts: `--help` (or `-h`) prints the script's usage, the header lines that start
// with `// Run:` and the indented ones after them, and exits before the bench starts anything.
import { readFileSync } from 'node:fs';

export function helpAndExit(file) {
  if (!process.argv.includes('--help') && !process.argv.includes('-h')) return;
  const usage = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('// Run:') || line.startsWith('//      '));
  console.log(usage.map((line) => line.slice(3)).join('\n'));
  process.exit(0);
}
