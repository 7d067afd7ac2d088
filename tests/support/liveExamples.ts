import path from 'node:path';
import {readCodeFences, type CodeFence} from '../../scripts/lib/codeFences';
import {isLiveMetastring} from '../../src/components/Playground/ui/liveMetastring';

export const siteRoot = path.resolve(__dirname, '../..');

/**
 * The ```tsx live blocks of the Markdown under `folders` (relative to the site), as the site finds them, each with
 * its file (relative to the site) and line.
 */
export function readLiveExamples(folders: readonly string[] = ['docs']): CodeFence[] {
  return readCodeFences(siteRoot, folders).filter((fence) => fence.language === 'tsx' && isLiveMetastring(fence.meta));
}

/** The live example of one doc page, e.g. `docs/api/view.mdx`. */
export function liveExampleOf(file: string): string {
  const example = readLiveExamples([path.dirname(file)]).find((fence) => fence.file === file);
  if (!example) throw new Error(`${file} has no \`\`\`tsx live block`);
  return example.code;
}
