/** A webpack/Rspack plugin that emits prebuilt files into a compilation's output (both bundlers share this API). */
import type {Compiler} from 'webpack';

export type PrebuiltAsset = {
  /** Path inside the output directory, e.g. `assets/js/worker.0123456789.js`. */
  readonly fileName: string;
  /** Text, or the bytes of a binary file (a font). */
  readonly content: string | Buffer;
};

export class EmitAssets {
  /** `assets` may be read when each compilation emits: files that other build steps write while it runs. */
  constructor(
    private readonly name: string,
    private readonly assets: readonly PrebuiltAsset[] | (() => readonly PrebuiltAsset[]),
  ) {}

  apply(compiler: Compiler): void {
    const {RawSource} = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(this.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: this.name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () =>
          (typeof this.assets === 'function' ? this.assets() : this.assets).forEach(({fileName, content}) =>
            compilation.emitAsset(fileName, new RawSource(content)),
          ),
      );
    });
  }
}
