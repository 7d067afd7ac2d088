// `npm run bench`: the speed and size budgets, measured on this machine and printed; exits non-zero if one is over.
// Runs a cold production build (timed), then the first-load sizes of each page type, Lighthouse on those pages,
// and every benchmark in scripts/bench/ against the build.
// `--reuse-build` measures build/ as it is, with no cold build; `--only <text>` runs the benchmarks whose label has it.
// The authoring-loop bench (scripts/bench/start.mjs) runs the dev server itself: run alone, it needs no build.
import {spawn, spawnSync} from 'node:child_process';
import {once} from 'node:events';
import {readdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {serveBuild} from './lib/serveBuild.mjs';

const {values: options} = parseArgs({options: {'reuse-build': {type: 'boolean'}, only: {type: 'string'}}});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const failures = [];
let benchmarksRun = 0;
const benchFiles = readdirSync(path.join(root, 'scripts/bench'))
  .filter((name) => name.endsWith('.mjs'))
  .sort();
/** Benchmarks that start their own servers from the sources, and read no build. */
const withoutBuild = new Set(['start.mjs']);
const firstLoadLabel = 'First-load JS and CSS per page type';
const lighthouseLabel = 'Lighthouse, mobile and desktop';
const labelsOnTheBuild = [
  firstLoadLabel,
  lighthouseLabel,
  ...benchFiles.filter((file) => !withoutBuild.has(file)).map((file) => `scripts/bench/${file}`),
];
const needsBuild = !options.only || labelsOnTheBuild.some((label) => label.includes(options.only));

/** Runs a benchmark in its own process; not spawnSync, which would stop this process's server from answering it. */
async function run(label, args, env = {}) {
  if (options.only && !label.includes(options.only)) return;
  benchmarksRun += 1;
  console.log(`\n== ${label}`);
  const child = spawn(node, args, {cwd: root, stdio: 'inherit', env: {...process.env, ...env}});
  const [status] = await once(child, 'exit');
  if (status !== 0) failures.push(label);
}

if (!needsBuild) {
  for (const file of benchFiles) await run(`scripts/bench/${file}`, [path.join(root, 'scripts/bench', file)]);
} else if (!options['reuse-build']) {
  // Cold build: no build output, no generated files, no caches.
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
    rmSync(path.join(root, dir), {recursive: true, force: true});
  console.log('== Cold production build (budget 60 s)');
  const started = process.hrtime.bigint();
  const build = spawnSync(node, [docusaurus, 'build'], {cwd: root, stdio: ['ignore', 'ignore', 'inherit']});
  const buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`cold build: ${buildSeconds.toFixed(1)} s`);
  if (build.status !== 0) {
    console.error('build failed');
    process.exit(1);
  }
  if (buildSeconds > 60) failures.push('cold build over 60 s');
}

if (needsBuild) {
  const server = await serveBuild(path.join(root, 'build'), {
    port: Number(process.env.BENCH_PORT ?? 4310),
    compress: true,
  });
  try {
    const env = {BENCH_BASE_URL: server.base};
    await run(firstLoadLabel, [path.join(root, 'scripts/bench/lib/firstLoadReport.mjs')], env);
    await run(lighthouseLabel, [path.join(root, 'scripts/bench/lib/lighthouseReport.mjs')], env);
    for (const file of benchFiles) await run(`scripts/bench/${file}`, [path.join(root, 'scripts/bench', file)], env);
  } finally {
    server.close();
  }
}

if (benchmarksRun === 0) failures.push(`no benchmark's label contains "${options.only}"`);
if (failures.length > 0) {
  console.error(`\nOver budget or failed: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
