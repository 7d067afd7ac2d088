// @vitest-environment happy-dom
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {temporaryDirectory} from '../../../tests/support/temporaryDirectory';
import pictureLoader, {type PictureImport} from './picture';

const landingExample = path.resolve(__dirname, '../../components/LandingDemo/example.tsx');

async function load(file: string, source = readFileSync(file, 'utf8')): Promise<PictureImport> {
  const output = await pictureLoader.call({resourcePath: file}, source);
  expect(output).toMatch(/^export default \{.*\};$/s);
  return JSON.parse(output.slice('export default '.length, -1)) as PictureImport;
}

describe('the ?picture loader', () => {
  it("draws a program's page framed as the live canvas opens it", async () => {
    const picture = await load(landingExample);
    expect(picture.pageName).toBe('Cards');
    const [x, y, width, height] = picture.viewBox.split(' ').map(Number);
    // The canvas's fit to view: the page's nodes (a 264-wide card at 0, 0) with a margin on every side.
    expect(x).toBeLessThan(0);
    expect(y).toBeLessThan(0);
    expect(width).toBeGreaterThan(264);
    expect(height).toBeGreaterThan(0);
    const drawing = new DOMParser().parseFromString(
      `<svg xmlns="http://www.w3.org/2000/svg">${picture.markup}</svg>`,
      'image/svg+xml',
    );
    expect(Array.from(drawing.querySelectorAll('tspan')).map((line) => line.textContent)).toEqual([
      'Ada Lovelace',
      'Drawn by React, laid out by Yoga.',
    ]);
  });

  it('fails naming the file when its program throws', async () => {
    const file = path.join(temporaryDirectory('picture'), 'broken.tsx');
    const source = `import * as React from 'react';\nimport {render} from 'react-figma';\nthrow new Error('no page');\nrender(<></>);\n`;
    writeFileSync(file, source);
    await expect(load(file, source)).rejects.toThrow(/example "broken" \(.*broken\.tsx\) failed \(runtime\)/);
  });
});
