/**
 * Whether this process is the development server (`docusaurus start`), which may make build-time artefacts when
 * they are first asked for and keep them across restarts. A build (`docusaurus build`, `--dev` too) makes everything.
 */
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {Compiler} from '@rspack/core';

export const isDevServer = process.env.NODE_ENV === 'development' && process.argv[2] === 'start';

/** A request handler as the development server runs them: it answers, or passes the request on with `next()`. */
export type DevMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * A plugin's `devServer` setting that adds one handler to the development server. Docusaurus merges a plugin's
 * devServer settings into its own, and webpack-merge runs every `setupMiddlewares` and joins the lists they return, so
 * each returns only its own.
 */
export function devServerWith(middleware: (server: {readonly compiler: Compiler}) => DevMiddleware) {
  return {
    setupMiddlewares: (_middlewares: readonly DevMiddleware[], server: {readonly compiler: Compiler}) => [
      middleware(server),
    ],
  };
}
