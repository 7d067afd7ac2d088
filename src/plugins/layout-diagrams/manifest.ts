/** What the plugin tells the remark step about each diagram: its SVG, size, legend and caption. */
import {readFileSync} from 'node:fs';
import type {DiagramSvg} from './DiagramSvg';

export type DiagramManifestEntry = DiagramSvg;

export type DiagramManifest = Readonly<Record<string, DiagramManifestEntry>>;

export function readDiagramManifest(manifestFile: string): DiagramManifest {
  let text: string;
  try {
    text = readFileSync(manifestFile, 'utf8');
  } catch {
    throw new Error(
      `layout-diagrams: no diagram manifest at ${manifestFile}. The layout-diagrams plugin writes it when it loads; ` +
        'list it in docusaurus.config.ts with the same manifestFile as the remark plugin.',
    );
  }
  return JSON.parse(text) as DiagramManifest;
}
