/**
 * Loads `file.tsx?picture` imports with ./picture.ts, which draws the program with the layout diagrams' renderer, so
 * a picture and a diagram of the same page agree.
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
