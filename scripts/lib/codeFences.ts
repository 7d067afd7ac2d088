import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

// Also used where the site builds (type hints), so it lives with the examples' compiler options.
export {metaAttribute} from '../../src/plugins/shared/exampleCompilerOptions';

export type CodeFence = {
  readonly file: string;
  /** 1-based line of the first code line (the line after the opening fence). */
  readonly line: number;
  readonly language: string;
  readonly meta: string;
  readonly code: string;
};

const openingFence = /^(\s{0,3})(`{3,}|~{3,})([\w-]*)\s*(.*)$/;

/** Fenced code blocks of one Markdown/MDX source, with the line each starts on. */
export function extractCodeFences(source: string, file: string): CodeFence[] {
  const lines = source.split('\n');
  const fences: CodeFence[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const opening = openingFence.exec(lines[index]);
    if (!opening) {
      continue;
    }
    const [, indent, marker, language, meta] = opening;
    const closing = new RegExp(`^\\s{0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end])) {
      body.push(lines[end].startsWith(indent) ? lines[end].slice(indent.length) : lines[end]);
      end += 1;
    }
    if (end === lines.length) {
      throw new Error(`${file}:${index + 1}: code fence opened here is never closed`);
    }
    fences.push({file, line: index + 2, language, meta: meta.trim(), code: body.join('\n')});
    index = end;
  }
  return fences;
}

/** Every `.md`/`.mdx` file under the given folders, sorted, as paths relative to `root`. */
function listContentFiles(root: string, folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), {recursive: true, encoding: 'utf8'})
        .filter((name) => /\.mdx?$/.test(name))
        .map((name) => path.join(folder, name)),
    )
    .sort();
}

export function readCodeFences(root: string, folders: readonly string[]): CodeFence[] {
  return listContentFiles(root, folders).flatMap((file) =>
    extractCodeFences(readFileSync(path.join(root, file), 'utf8'), file),
  );
}
