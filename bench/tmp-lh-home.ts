import { measureLighthouse, lighthouseReport } from './lighthouse.js';
const path = process.argv[2] ?? '/';
const runs = Number(process.argv[3] ?? 3);
const scores = await measureLighthouse('http://127.0.0.1:3000', [{ name: path, path }], { runs, storage: {}, save: '/tmp/lh2' });
console.log(lighthouseReport(scores));
