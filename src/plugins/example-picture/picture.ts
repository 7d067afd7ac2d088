/**
 * Loader for `import picture from './example.tsx?picture'`: the program rendered at build time by the live
 * playground's worker (../layout-diagrams/renderDiagrams.ts), drawn as its canvas first shows it. A live example (the
 * landing page's demo) shows it until the playground takes over, so a reader sees what the code draws without JS.
 */
import path from 'node:path';
import {loadOnce} from '../../lib/loadOnce';
import {renderPicture} from '../layout-diagrams/renderDiagrams';

/** What `file?picture` imports. */
export type PictureImport = Awaited<ReturnType<typeof renderPicture>>;

/** The server and client builds load the same file: the second gets the first's picture. */
const renderOnce = loadOnce((key: string) => {
  const file = key.slice(0, key.indexOf('\n'));
  return renderPicture({name: path.parse(file).name, file});
});

export default async function pictureLoader(this: {readonly resourcePath: string}, source: string): Promise<string> {
  // The source is part of the key: an edited example is drawn again.
  const picture = await renderOnce(`${this.resourcePath}\n${source}`);
  return `export default ${JSON.stringify(picture)};`;
}
