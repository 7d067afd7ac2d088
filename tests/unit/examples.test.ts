import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readCodeFences, metaAttribute} from '../../scripts/lib/codeFences';
import {NO_CHECK_META} from '../../src/plugins/shared/exampleCompilerOptions';
import {typecheckExamples} from '../../scripts/lib/typecheckExamples';

const root = path.resolve(__dirname, '../..');
const fences = readCodeFences(root, ['docs', 'blog']);
const tsxFences = fences.filter((fence) => fence.language === 'tsx');

describe('TSX examples in docs and blog', () => {
  it('exist', () => {
    expect(tsxFences.length).toBeGreaterThan(0);
  });

  it('give a reason whenever they opt out of type-checking', () => {
    const silentOptOuts = tsxFences
      .filter((fence) => metaAttribute(fence.meta, NO_CHECK_META)?.trim() === '')
      .map((fence) => `${fence.file}:${fence.line}`);
    expect(silentOptOuts, `${NO_CHECK_META}="" needs a reason`).toEqual([]);
  });

  it('type-check against react-figma@0.31.0', () => {
    const problems = typecheckExamples(root, fences).map(({file, line, message}) => `${file}:${line}: ${message}`);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
