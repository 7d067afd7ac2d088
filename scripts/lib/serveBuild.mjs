/**
 * Serves a production build as a static host does, for the browser tests and the benchmarks: `/a` and `/a/` are
 * `/a/index.html` (or `/a.html`), a file is sent as it is (so `/a/index.html` too, which the app itself maps to `/a`),
 * and any other path gets the site's not-found page with status 404.
 *
 * With `compress`, text is sent gzipped when the browser accepts it, as GitHub Pages sends the site: the benchmarks
 * measure what a reader downloads. The browser tests go without it: on the same machine it would only cost them CPU.
 *
 * sirv lists the build's files once, at start. `docusaurus serve` (serve-handler) looks each request up on disk
 * against its rewrite rules, which costs the browser tests, with their many requests, CPU they need themselves.
 */
import {existsSync, readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

/**
 * Starts the server on `port` (0: any free port) and resolves once it listens. Throws when `buildDir` holds no build,
 * rather than serving 404s.
 * @param {string} buildDir
 * @param {{port?: number, host?: string, compress?: boolean}} [options]
 * @returns {Promise<{base: string, close: () => void}>}
 */
export async function serveBuild(buildDir, {port = 0, host = '127.0.0.1', compress = false} = {}) {
  const notFoundFile = path.join(buildDir, '404.html');
  if (!existsSync(notFoundFile)) {
    throw new Error(`${buildDir} holds no production build (no 404.html): run \`npm run build\` first.`);
  }
  const notFoundPage = readFileSync(notFoundFile);
  const serveFile = sirv(buildDir);
  const serve = (request, response) =>
    serveFile(request, response, () => {
      response.writeHead(404, {'Content-Type': 'text/html;charset=utf-8'}).end(notFoundPage);
    });
  const gzip = compression();
  const server = createServer(
    compress ? (request, response) => gzip(request, response, () => serve(request, response)) : serve,
  );
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, host, () => resolve(undefined)));
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {base: `http://${host}:${boundPort}`, close: () => server.close()};
}
