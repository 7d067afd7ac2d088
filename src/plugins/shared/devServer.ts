/**
 * Whether this process is the development server (`docusaurus start`), which may make build-time artefacts when
 * they are first asked for and keep them across restarts. A build (`docusaurus build`, `--dev` too) makes everything.
 */
export const isDevServer = process.env.NODE_ENV === 'development' && process.argv[2] === 'start';
