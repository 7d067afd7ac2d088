/**
 * Makes the TypeScript worker's type bundle (`TypeBundle` of shared/protocol.ts): every file the compiler reads to
 * check a file importing 'react' and 'react-figma' with the examples' options. TypeScript itself picks the files, so
 * no list of ours (csstype, prop-types, the Figma plugin typings, the lib files) needs keeping up to date.
 */
import {realpathSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {reactFigmaCompilerOptions} from '../shared/exampleCompilerOptions';
import {allowedModules} from '../../components/Playground/shared/codeErrors';
import type {TypeBundle} from '../../components/Playground/shared/protocol';
import {cachedArtefact} from '../shared/artefactCache';
import {contentHash} from '../shared/contentHash';
import type {BuiltAsset} from './buildScripts';

const siteRoot = path.resolve(__dirname, '../../..');

/** Where the worker's file system has the site root: `/node_modules/…`. */
const bundleRoot = '/';

/**
 * The examples' options (../shared/exampleCompilerOptions.ts) without lib.dom: it would be half the bundle and most of
 * the worker's start-up parse, for nothing the reader's code can use (it runs in a Web Worker, or in the downloaded
 * plugin's UI, where react-figma draws nothing into the DOM). The globals it calls (console, setTimeout, fetch, …)
 * come from the Figma plugin typings, which react-figma's declarations reference; React 16's types declare the DOM
 * interfaces they mention as empty ones without lib.dom (@types/react's global.d.ts). Every live example
 * type-checks so (buildTypeBundle.test.ts).
 */
function playgroundCompilerOptions(root: string): ts.CompilerOptions {
  const options = reactFigmaCompilerOptions(root);
  return {...options, lib: options.lib?.filter((lib) => lib !== 'lib.dom.d.ts')};
}

/** The reader's code imports nothing else (the render worker refuses other modules). */
const probeSource = [...allowedModules].map((name) => `import '${name}';`).join('\n');

/** The files TypeScript reads (sources, package.json files) to check the probe, by absolute path. */
function filesTheCompilerReads(root: string, options: ts.CompilerOptions): Map<string, string> {
  const probe = path.join(root, '__playground-type-probe__.tsx');
  const host = ts.createCompilerHost(options);
  const readFromDisk = host.readFile.bind(host);
  const fileExistsOnDisk = host.fileExists.bind(host);
  const read = new Map<string, string>();
  host.fileExists = (fileName) => fileName === probe || fileExistsOnDisk(fileName);
  host.readFile = (fileName) => {
    if (fileName === probe) return probeSource;
    const text = readFromDisk(fileName);
    if (text !== undefined) read.set(path.resolve(fileName), text);
    return text;
  };
  const program = ts.createProgram({rootNames: [probe], options, host});
  const problems = program
    .getSemanticDiagnostics(program.getSourceFile(probe))
    .concat(program.getOptionsDiagnostics(), program.getGlobalDiagnostics());
  if (problems.length > 0) {
    const message = problems.map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, '\n')).join('\n');
    throw new Error(`playground plugin: the type bundle's modules do not type-check: ${message}`);
  }
  return read;
}

/**
 * A declaration file without its comments (JSDoc is most of csstype's and lib.es5's size; hovers show only types),
 * keeping its `/// <reference>` directives, which are comments to the printer but instructions to the compiler.
 */
export function withoutComments(fileName: string, text: string): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const directives = [
    ...source.referencedFiles.map(({fileName: target}) => `/// <reference path="${target}" />`),
    ...source.typeReferenceDirectives.map(({fileName: target}) => `/// <reference types="${target}" />`),
    ...source.libReferenceDirectives.map(({fileName: target}) => `/// <reference lib="${target}" />`),
  ];
  const body = ts.createPrinter({removeComments: true}).printFile(source);
  return directives.length > 0 ? `${directives.join('\n')}\n${body}` : body;
}

/** What module resolution reads from a package.json; the rest (scripts, dependencies, …) stays behind. */
const resolutionFields = ['name', 'version', 'type', 'main', 'types', 'typings', 'typesVersions', 'exports', 'imports'];

function packageJsonForResolution(text: string): string {
  const manifest = JSON.parse(text) as Record<string, unknown>;
  return JSON.stringify(
    Object.fromEntries(Object.entries(manifest).filter(([field]) => resolutionFields.includes(field))),
  );
}

/** The bundle as an object, and the files it was made from. */
function typeBundleAndSources(root: string): {bundle: TypeBundle; sources: string[]} {
  const options = playgroundCompilerOptions(root);
  const libDir = path.dirname(ts.getDefaultLibFilePath(options));
  const files: Record<string, string> = {};
  // The compiler reads packages at their real paths; a site whose node_modules is a link (the tests' site copies)
  // still has them under its own node_modules.
  const realNodeModules = realpathSync(path.join(root, 'node_modules'));
  const siteRelative = (fileName: string) => {
    const inNodeModules = path.relative(realNodeModules, fileName);
    return inNodeModules.startsWith('..') ? path.relative(root, fileName) : path.join('node_modules', inNodeModules);
  };
  const read = filesTheCompilerReads(root, options);
  for (const [fileName, text] of read) {
    const relative = path.dirname(fileName) === libDir ? path.basename(fileName) : siteRelative(fileName);
    if (relative.startsWith('..')) {
      throw new Error(`playground plugin: the type bundle needs ${fileName}, which is outside ${root}`);
    }
    const target = path.posix.join(bundleRoot, ...relative.split(path.sep));
    files[target] = fileName.endsWith('.d.ts')
      ? withoutComments(fileName, text)
      : path.basename(fileName) === 'package.json'
        ? packageJsonForResolution(text)
        : text;
  }
  return {bundle: {compilerOptions: playgroundCompilerOptions(bundleRoot), files}, sources: [...read.keys()]};
}

/** The bundle as an object: files under `root` move to `/`, TypeScript's lib files to `/` too (where vfs looks). */
export function typeBundle(root: string = siteRoot): TypeBundle {
  return typeBundleAndSources(root).bundle;
}

/** The bundle as the JSON file the worker fetches; the development server keeps it while its sources are unchanged. */
export async function buildTypeBundle(root: string = siteRoot): Promise<BuiltAsset> {
  const code = await cachedArtefact({
    name: 'type-bundle',
    key: JSON.stringify({typeScript: ts.version, options: playgroundCompilerOptions(root), probeSource}),
    make: async () => {
      const {bundle, sources} = typeBundleAndSources(root);
      return {value: JSON.stringify(bundle), inputs: [__filename, ...sources]};
    },
  });
  return {code, hash: contentHash(code)};
}
