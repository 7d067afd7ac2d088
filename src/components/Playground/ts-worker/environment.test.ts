import {beforeAll, describe, expect, it} from 'vitest';
import type {VirtualTypeScriptEnvironment} from '@typescript/vfs';
import {getAutocompletion, getHover} from '@valtown/codemirror-ts/worker';
import {typeBundle} from '../../../plugins/playground/buildTypeBundle';
import {createEnvironment, diagnostics, warmUp} from './environment';

const header = `import * as React from 'react';\nimport {Frame, Page, StyleSheet, Text, render} from 'react-figma';\n`;

let env: VirtualTypeScriptEnvironment;
let fileCount = 0;

/** A new file of the reader's code in the environment, and its path. */
function readerFile(code: string): string {
  fileCount += 1;
  const path = `/reader-${fileCount}/playground-code.tsx`;
  env.createFile(path, code);
  return path;
}

async function completionsAt(code: string, marker: string): Promise<string[]> {
  const path = readerFile(code);
  const result = await getAutocompletion({
    env,
    path,
    context: {pos: code.indexOf(marker) + marker.length, explicit: false},
  });
  return result?.options.map(({label}) => label) ?? [];
}

describe('the TypeScript worker environment, on the type bundle', () => {
  beforeAll(() => {
    env = createEnvironment(typeBundle());
    warmUp(env);
  });

  it('is warm with no file of its own left behind', () => {
    expect(env.languageService.getProgram()?.getRootFileNames()).toEqual([]);
  });

  it('finds nothing wrong with correct code', () => {
    const path = readerFile(`${header}render(<Page><Text style={{fontSize: 14}}>Hi</Text></Page>);\n`);
    expect(diagnostics(env, path)).toEqual([]);
  });

  it("reports a string fontSize strictly, where the reader wrote it, with the message's whole chain", () => {
    const code = `${header}render(\n  <Page>\n    <Text style={{fontSize: 'big'}}>Hi</Text>\n  </Page>,\n);\n`;
    const path = readerFile(code);
    const found = diagnostics(env, path);
    expect(found).toHaveLength(1);
    const [problem] = found;
    expect(problem?.severity).toBe('error');
    expect(problem?.message).toMatch(/'fontSize'/);
    expect(problem?.message).toMatch(/not assignable to type 'number'/);
    // On the line of the wrong value: the offsets are the editor's, as the reader's text is the file.
    const line = code.slice(0, problem?.from).split('\n').length;
    expect(code.split('\n')[line - 1]).toContain("fontSize: 'big'");
  });

  it('reports a syntax error as well as type errors', () => {
    const path = readerFile(`${header}render(<Page><Text>Hi</Page>);\n`);
    expect(diagnostics(env, path).map(({message}) => message)).toContainEqual(expect.stringMatching(/closing tag/));
  });

  it("offers react-figma's style keys in a style prop and in StyleSheet.create, and props inside a tag", async () => {
    expect(await completionsAt(`${header}render(<Page><Frame style={{backg`, 'backg')).toContain('backgroundColor');
    expect(await completionsAt(`${header}const styles = StyleSheet.create({box: {backg}});\n`, 'backg')).toContain(
      'backgroundColor',
    );
    expect(await completionsAt(`${header}render(<Page><Frame lay /></Page>);\n`, 'lay')).toContain('layoutMode');
    expect(await completionsAt(`${header}render(<Page><Fr`, 'Fr')).toContain('Frame');
  });

  it('gives the type of an identifier under the pointer', () => {
    const code = `${header}render(<Page><Frame /></Page>);\n`;
    const path = readerFile(code);
    const hover = getHover({env, path, pos: code.indexOf('<Frame') + 2});
    const text = hover?.quickInfo?.displayParts?.map((part) => part.text).join('');
    // An imported name: TypeScript says what it is an alias of, and where it came from.
    expect(text).toBe('(alias) const Frame: React.FC<FrameNodeProps>\nimport Frame');
  });
});
