// Serves build/ for the browser tests (playwright.config.ts): `node scripts/serve-build.mjs --port 4173`.
import path from 'node:path';
import {parseArgs} from 'node:util';
import {serveBuild} from './lib/serveBuild.mjs';

const {values} = parseArgs({options: {port: {type: 'string', default: '4173'}, host: {type: 'string'}}});
const {base} = await serveBuild(path.resolve('build'), {port: Number(values.port), host: values.host});
console.log(`Serving build/ at ${base}/`);
