/**
 * Loader for `import picture from './example.tsx?picture'`: the program rendered at build time by the live
 * playground's worker (./renderDiagrams.ts), drawn as its canvas first shows it. A live example shows this picture
 * until the playground takes over, so a reader sees what the code draws with no JavaScript.
 */
import path from 'node:path';
import {renderPicture, type RenderedPicture} from './renderDiagrams';

/** What `file?picture` imports. */
export type PictureImport = RenderedPicture;

export const pictureQuery = /^\?picture$/;

type LoaderContext = {readonly resourcePath: string};

/** The server and client builds load the same file: the second gets the first's picture. */
const rendered = new Map<string, Promise<RenderedPicture>>();

export default async function pictureLoader(this: LoaderContext, source: string): Promise<string> {
  const key = `${this.resourcePath}\n${source}`;
  let picture = rendered.get(key);
  if (!picture) {
    const name = path.basename(this.resourcePath).replace(/\.\w+$/, '');
    picture = renderPicture({name, title: name, file: this.resourcePath});
    rendered.set(key, picture);
    picture.catch(() => rendered.delete(key));
  }
  return `export default ${JSON.stringify(await picture)};`;
}
