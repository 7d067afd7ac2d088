import {liveExampleOf} from '../../../../tests/support/liveExamples';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildRenderWorker} from '../../../plugins/playground/buildScripts';
import {startWorkerHost, type WorkerHost} from '../../../plugins/layout-diagrams/workerHost';
import {tsxLanguage} from '@codemirror/lang-javascript';
import {elementOfNode, sourceOfNode} from '../ui/sourceMap';
import {positionOf} from '../shared/codeErrors';
import type {PlaygroundNode} from '../shared/document';

const viewExample = liveExampleOf('docs/api/view.mdx');
const parsedExample = {code: viewExample, tree: tsxLanguage.parser.parse(viewExample)};

function byName(nodes: readonly PlaygroundNode[], name: string): PlaygroundNode | undefined {
  for (const node of nodes) {
    if (node.name === name) return node;
    const found = byName(node.children, name);
    if (found) return found;
  }
  return undefined;
}

describe('the worker links nodes to their JSX and logs figma calls (view example)', () => {
  let host: WorkerHost;
  beforeAll(async () => {
    host = startWorkerHost((await buildRenderWorker()).code);
  }, 60_000);
  afterAll(() => host?.close());

  it('reports the element, line and column of each node, and the props it was given', async () => {
    const result = await host.render(viewExample);
    if (result.kind !== 'rendered') throw new Error(JSON.stringify(result));
    const sources = result.sources!;
    const nodes = result.document.pages.flatMap((page) => page.children);

    const card = byName(nodes, 'Profile card')!;
    const cardElement = elementOfNode(parsedExample, sources, card.id)!;
    expect(viewExample.slice(cardElement.from)).toMatch(/^<View name="Profile card" style=\{styles\.card\}>/);
    expect(sourceOfNode(sources, card.id)).toMatchObject({
      props: ['name', 'style'],
      style: expect.arrayContaining(['backgroundColor', 'borderRadius']),
    });

    // Three tags from one element in a map: the same source, told apart from the text inside each.
    const tag = byName(nodes, 'Tag / React')!;
    const tagSource = sourceOfNode(sources, tag.id)!;
    expect(viewExample.split('\n')[tagSource.line - 1]!.slice(tagSource.column - 1)).toMatch(/^<View key=\{skill\}/);
    const label = tag.children[0]!;
    expect(positionOf(viewExample, elementOfNode(parsedExample, sources, label.id)!.from).line).toBe(
      tagSource.line + 1,
    );
  });

  it('logs the nodes the render created and the properties it set', async () => {
    const result = await host.render(viewExample);
    if (result.kind !== 'rendered') throw new Error(JSON.stringify(result));
    const entries = result.calls!.entries;
    const card = byName(
      result.document.pages.flatMap((page) => page.children),
      'Profile card',
    )!;
    expect(entries).toContainEqual({kind: 'create', method: 'createFrame', nodeId: card.id, nodeType: 'FRAME'});
    const cardUpdate = entries.find((entry) => entry.kind === 'update' && entry.nodeId === card.id);
    expect(cardUpdate).toMatchObject({properties: expect.arrayContaining(['name', 'backgrounds', 'cornerRadius'])});
    expect(entries.filter((entry) => entry.kind === 'create').length).toBeGreaterThanOrEqual(10);
  });
});
