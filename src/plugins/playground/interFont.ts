/**
 * The Inter the playground draws text in: @fontsource/inter's stylesheets for the shipped weights (every script's
 * face, each with its unicode-range) and the font files they name, emitted together under a content-hashed folder.
 * The playground adds the stylesheet when it starts; a page's own stylesheet never names Inter, so no page loads a
 * font file before then (Docusaurus puts every imported stylesheet in the one every page loads).
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {shippedWeights} from '../../components/Playground/shared/drawingFont';
import {contentHash} from '../shared/contentHash';
import type {PrebuiltAsset} from '../shared/emitAssets';

/** The installed @fontsource/inter package: its `<weight>.css` stylesheets and the `files/` they name. */
export const fontsourceInterDir = path.dirname(createRequire(__filename).resolve('@fontsource/inter/package.json'));

export function collectInterFont(): {stylesheet: string; assets: PrebuiltAsset[]} {
  const css = shippedWeights
    .map((weight) => readFileSync(path.join(fontsourceInterDir, `${weight}.css`), 'utf8'))
    .join('\n');
  const fileNames = [...new Set([...css.matchAll(/url\(\.\/(files\/[^)]+)\)/g)].map(([, file]) => file!))];
  if (fileNames.length === 0) {
    throw new Error('playground plugin: @fontsource/inter stylesheets name no font files');
  }
  const files = fileNames.map((fileName) => ({
    fileName,
    content: readFileSync(path.join(fontsourceInterDir, fileName)),
  }));
  const folder = `assets/playground-fonts/inter-${contentHash(css, ...files.map(({content}) => content))}`;
  return {
    stylesheet: `${folder}/inter.css`,
    assets: [
      {fileName: `${folder}/inter.css`, content: css},
      ...files.map(({fileName, content}) => ({fileName: `${folder}/${fileName}`, content})),
    ],
  };
}
