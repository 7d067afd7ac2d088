import {describe, expect, it} from 'vitest';
import {compile} from './compile';

describe('compile', () => {
  const code =
    "import {View, render} from 'react-figma';\nconst size: number = 4;\nrender(<View style={{width: size}} />);\n";

  it('turns TSX into CommonJS that requires react/jsx-runtime and react-figma', () => {
    const compiled = compile(code);
    expect(compiled).toContain('require("react/jsx-runtime")');
    expect(compiled).toContain("require('react-figma')");
    expect(compiled).not.toContain(': number');
  });

  it('keeps the code on the lines it was written on, so errors name the right line', () => {
    expect(
      compile(code)
        .split('\n')
        .findIndex((line) => line.includes('render.call(')),
    ).toBe(2);
  });

  it('in development mode, passes each element its source line through jsxDEV', () => {
    const compiled = compile(code, {development: true});
    expect(compiled).toContain('require("react/jsx-dev-runtime")');
    expect(compiled).toContain('lineNumber: 3');
  });

  it('throws a SyntaxError with the position for code that does not compile', () => {
    expect(() => compile('const broken = (;')).toThrow(/Unexpected token \(1:17\)/);
  });
});
