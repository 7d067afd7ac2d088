import {describe, expect, it} from 'vitest';
import {codeFileName, findForbiddenImports, ForbiddenImportError, runtimeError, syntaxError} from './codeErrors';

describe('findForbiddenImports', () => {
  it('allows react and react-figma and names any other module with its position', () => {
    const code =
      "import * as React from 'react';\nimport {View} from 'react-figma';\nimport _ from \"lodash\";\nexport {x} from './x';\n";
    expect(findForbiddenImports(code)).toEqual([
      expect.objectContaining({phase: 'import', line: 3, column: 15, message: expect.stringContaining('"lodash"')}),
      expect.objectContaining({phase: 'import', line: 4, column: 17, message: expect.stringContaining('"./x"')}),
    ]);
  });
});

describe('syntaxError', () => {
  it("reads sucrase's (line:column) and reports a 1-based column", () => {
    expect(syntaxError(new SyntaxError('Error transforming playground-code.tsx: Unexpected token (3:14)'))).toEqual({
      phase: 'syntax',
      message: 'Unexpected token (3:14)',
      line: 3,
      column: 15,
    });
  });
});

describe('runtimeError', () => {
  it("takes the position from the first stack frame in the reader's code", () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'map')");
    error.stack = `TypeError: boom\n    at lib.js:1:1\n    at eval (${codeFileName}:7:12)`;
    expect(runtimeError(error, 40)).toMatchObject({
      phase: 'runtime',
      line: 7,
      column: 12,
      message: expect.stringMatching(/^TypeError: /),
    });
  });

  it('subtracts the evaluation wrapper on line 1 and reports forbidden runtime imports as import errors', () => {
    const error = new ForbiddenImportError('fs');
    error.stack = `ForbiddenImportError: x\n    at ${codeFileName}:1:52`;
    expect(runtimeError(error, 40)).toMatchObject({phase: 'import', line: 1, column: 12});
  });

  it('describes thrown non-errors', () => {
    expect(runtimeError('nope', 0)).toEqual({phase: 'runtime', message: 'Uncaught nope'});
  });
});
