import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {
  NO_CHECK_META,
  exampleFileNames,
  reactFigmaCompilerOptions,
} from '../../src/plugins/shared/exampleCompilerOptions';
import {metaAttribute, type CodeFence} from './codeFences';

export type ExampleDiagnostic = {
  readonly file: string;
  readonly line: number;
  readonly message: string;
};

/**
 * Type-checks TSX examples as the plugin's own UI code would be: strict, against react-figma@0.31.0's published
 * types, React 16's types (react-figma's React) and the Figma plugin typings.
 */
export function typecheckExamples(root: string, fences: readonly CodeFence[]): ExampleDiagnostic[] {
  const workDir = mkdtempSync(path.join(tmpdir(), 'rf-examples-'));
  try {
    const sources = new Map<string, CodeFence>();
    const checked = fences.filter(
      (fence) => fence.language === 'tsx' && metaAttribute(fence.meta, NO_CHECK_META) === undefined,
    );
    // A page's blocks share a folder, so that one can import another by its module name; a trailing empty export keeps
    // every block a module, so top-level names never clash.
    const pages = new Map<string, CodeFence[]>();
    checked.forEach((fence) => pages.set(fence.file, [...(pages.get(fence.file) ?? []), fence]));
    [...pages.values()].forEach((pageFences, pageIndex) => {
      const dir = path.join(workDir, String(pageIndex));
      mkdirSync(dir);
      const names = exampleFileNames(
        pageFences.map((fence) => fence.meta),
        pageFences[0]!.file,
      );
      pageFences.forEach((fence, index) => {
        const fileName = path.join(dir, names[index]!);
        writeFileSync(fileName, `${fence.code}\nexport {};\n`);
        sources.set(fileName, fence);
      });
    });
    const options = reactFigmaCompilerOptions(root);
    const program = ts.createProgram([...sources.keys()], options);
    const diagnostics = ts.getPreEmitDiagnostics(program);
    const problems: ExampleDiagnostic[] = [];
    for (const diagnostic of diagnostics) {
      const fence = diagnostic.file && sources.get(path.resolve(diagnostic.file.fileName));
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (!fence || diagnostic.start === undefined) {
        problems.push({file: diagnostic.file?.fileName ?? '(compiler)', line: 0, message});
        continue;
      }
      const {line} = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start);
      problems.push({file: fence.file, line: fence.line + line, message});
    }
    return problems;
  } finally {
    rmSync(workDir, {recursive: true, force: true});
  }
}
