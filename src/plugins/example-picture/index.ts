/**
 * Loads `file.tsx?picture` imports (./picture.ts): a program's page, drawn at build time as the live playground's
 * canvas first shows it, for a live example (the landing page's demo) to show before the playground starts. The
 * program runs and is drawn by the layout diagrams' renderer (../layout-diagrams/renderDiagrams.ts), so a picture
 * and a diagram of the same page agree.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {typeScriptLoader} from '../shared/typeScriptLoader';

/** The import query that asks for a program's picture; the renderer loads only when a page imports one. */
const pictureQuery = /^\?picture$/;

export default function examplePicturePlugin(): Plugin {
  return {
    name: 'example-picture',
    configureWebpack: () => ({
      module: {
        rules: [
          {resourceQuery: pictureQuery, enforce: 'pre', use: [typeScriptLoader(path.join(__dirname, 'picture.ts'))]},
        ],
      },
    }),
  };
}
