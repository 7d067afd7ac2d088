/**
 * `docusaurus start` on a port, for the test and the bench of the authoring loop: one way to start the development
 * server, to know it is up, and to stop it with everything it started.
 */
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {connect} from 'node:net';
import path from 'node:path';

const host = '127.0.0.1';
/** How much of the server's stderr an error quotes: its last lines, where a failed start says why. */
const stderrKept = 8_000;

/** What each server started here last wrote to stderr. */
const stderrTails = new WeakMap();

/**
 * The last lines a server from `startDevServer` wrote to stderr: where a server that stopped says why.
 * @param {import('node:child_process').ChildProcess} server
 * @returns {string}
 */
export const stderrTail = (server) => stderrTails.get(server) ?? '';

/** @param {number} port */
function portAccepts(port) {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts `docusaurus start` of the site in `siteDir` (with that site's own Docusaurus) on 127.0.0.1:`port`, in a
 * process group of its own, and resolves once the port accepts connections: the pages are compiled on the first
 * request after that. Rejects when the port is taken already, and, quoting the server's stderr, when it exits first or
 * `timeoutMs` passes.
 * @param {{siteDir: string, port: number, timeoutMs: number, env?: NodeJS.ProcessEnv}} options `env` replaces the
 *   server's environment (default: this process's)
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function startDevServer({siteDir, port, timeoutMs, env = process.env}) {
  // Another server on the port would pass for this one.
  if (await portAccepts(port)) {
    throw new Error(`docusaurus start in ${siteDir}: port ${port} is already taken`);
  }
  const server = spawn(
    process.execPath,
    [
      path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'start',
      '--port',
      String(port),
      '--host',
      host,
      '--no-open',
    ],
    {cwd: siteDir, env: {...env, BROWSER: 'none'}, stdio: ['ignore', 'ignore', 'pipe'], detached: true},
  );
  server.stderr?.on('data', (chunk) => stderrTails.set(server, (stderrTail(server) + chunk).slice(-stderrKept)));
  const deadline = Date.now() + timeoutMs;
  while (!(await portAccepts(port))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stopDevServer(server);
      const why = server.exitCode === null ? `did not listen within ${timeoutMs} ms` : `exited (${server.exitCode})`;
      throw new Error(`docusaurus start in ${siteDir} on port ${port} ${why}:\n${stderrTail(server)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return server;
}

/**
 * Stops a server from `startDevServer` and the processes it started (its bundler's workers), and resolves once it
 * has exited.
 * @param {import('node:child_process').ChildProcess} server
 */
export async function stopDevServer(server) {
  if (server.exitCode === null && server.signalCode === null && server.pid !== undefined) {
    const exited = once(server, 'exit');
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
}
