/** esbuild bundles of build-time code and of the playground's workers, cached by the development server. */
import path from 'node:path';
import {build, version as esbuildVersion, type BuildOptions} from 'esbuild';
import {cachedArtefact, devArtefactCache, type ArtefactCache} from './artefactCache';

/**
 * The one output file of an esbuild build. The development server keeps it across restarts while none of the files
 * esbuild read (its metafile's inputs), nor `optionsFile` (the source that sets `options`), has changed.
 */
export function cachedBundle(
  name: string,
  options: BuildOptions,
  optionsFile: string,
  cache: ArtefactCache | undefined = devArtefactCache,
): Promise<string> {
  return cachedArtefact(
    {
      name: `bundle-${name}`,
      // Plugins appear by name only: what they do is in `optionsFile`.
      key: JSON.stringify({esbuildVersion, options}),
      make: async () => {
        const result = await build({...options, write: false, metafile: true});
        // Paths relative to the working directory; modules a plugin makes up have a namespace instead, and no file.
        const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(input));
        return {value: result.outputFiles[0]?.text ?? '', inputs: [optionsFile, ...inputs]};
      },
    },
    cache,
  );
}
