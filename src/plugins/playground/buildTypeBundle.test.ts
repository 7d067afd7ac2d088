import {mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import ts from 'typescript';
import {readLiveExamples} from '../../../tests/support/liveExamples';
import {createEnvironment, diagnostics} from '../../components/Playground/ts-worker/environment';
import type {TypeBundle} from '../../components/Playground/shared/protocol';
import {buildTypeBundle, typeBundle, withoutComments} from './buildTypeBundle';

const siteRoot = path.resolve(__dirname, '../../..');

describe('typeBundle', () => {
  const bundle: TypeBundle = typeBundle();
  const files = Object.keys(bundle.files);

  it("holds react-figma's and React 16's declarations and what they reference, at /node_modules paths", () => {
    expect(files).toContain('/node_modules/react-figma/index.d.ts');
    expect(files).toContain('/node_modules/@types/react-16/index.d.ts');
    expect(files).toContain('/node_modules/csstype/index.d.ts');
    expect(files).toContain('/node_modules/@types/prop-types/index.d.ts');
    expect(files).toContain('/node_modules/@figma/plugin-typings/plugin-api.d.ts');
    expect(bundle.files['/node_modules/@types/react-16/index.d.ts']).toMatch(/interface FunctionComponent/);
    expect(files.every((file) => file.startsWith('/') && !file.includes(siteRoot))).toBe(true);
  });

  it('has the lib files of the examples’ target where the worker looks for them, and not lib.dom', () => {
    expect(files).toContain('/lib.es5.d.ts');
    expect(files).toContain('/lib.es2015.d.ts');
    expect(files).not.toContain('/lib.dom.d.ts');
    expect(bundle.compilerOptions).toMatchObject({strict: true, jsx: ts.JsxEmit.React, lib: ['lib.es2015.d.ts']});
    expect(bundle.compilerOptions.paths?.react).toEqual(['/node_modules/@types/react-16']);
  });

  it('keeps no site React 19 types (React is React 16 in the playground)', () => {
    expect(files.some((file) => file.startsWith('/node_modules/@types/react/'))).toBe(false);
  });

  it('type-checks every live example (docs, blog, landing page) as the examples check does: no error', () => {
    const env = createEnvironment(bundle);
    const landing = 'src/components/LandingDemo/example.tsx';
    const live = [
      ...readLiveExamples(['docs', 'blog']).map((fence) => ({place: `${fence.file}:${fence.line}`, code: fence.code})),
      {place: landing, code: readFileSync(path.join(siteRoot, landing), 'utf8')},
    ];
    expect(live.length).toBeGreaterThan(10);
    const problems = live.flatMap(({place, code}, index) => {
      const file = `/example-${index}/playground-code.tsx`;
      env.createFile(file, code);
      return diagnostics(env, file).map(({message}) => `${place}: ${message}`);
    });
    expect(problems).toEqual([]);
  });

  it('is the same for a site whose node_modules is a link (as in the tests’ site copies)', () => {
    const linkedSite = mkdtempSync(path.join(tmpdir(), 'type-bundle-'));
    try {
      symlinkSync(path.join(siteRoot, 'node_modules'), path.join(linkedSite, 'node_modules'), 'dir');
      expect(Object.keys(typeBundle(linkedSite).files).sort()).toEqual([...files].sort());
    } finally {
      rmSync(linkedSite, {recursive: true, force: true});
    }
  });

  it('is a content-hashed JSON file', async () => {
    const {code, hash} = await buildTypeBundle();
    expect(hash).toMatch(/^[0-9a-f]{10}$/);
    expect((JSON.parse(code) as TypeBundle).files).toEqual(bundle.files);
  });
});

describe('withoutComments', () => {
  it('drops comments and keeps reference directives and declarations', () => {
    const text = [
      '/// <reference types="plugin-typings" />',
      '/// <reference path="./global.d.ts" />',
      '/** The size, in pixels. */',
      'export declare const size: number; // trailing',
      '/* block */ declare global { interface Window { a: string } }',
    ].join('\n');
    const stripped = withoutComments('x.d.ts', text);
    expect(stripped).toContain('/// <reference types="plugin-typings" />');
    expect(stripped).toContain('/// <reference path="./global.d.ts" />');
    expect(stripped).toContain('export declare const size: number;');
    expect(stripped).toContain('declare global');
    expect(stripped).not.toMatch(/pixels|trailing|block/);
  });
});
