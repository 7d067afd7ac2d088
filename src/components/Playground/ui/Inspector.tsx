/**
 * The inspector, in the spirit of Figma's Design panel: the selected node's position and size, auto layout,
 * fills, strokes, corner radii, effects and text, as the stub's node has them; each group says which JSX element
 * and prop produced it, and a click on that shows it in the editor. The Calls tab lists the `figma.*` calls the
 * last render made. Loaded on first use (a selected layer or the Calls tab).
 */
import type {ReactNode} from 'react';
import {findPath} from '../drawing/geometry';
import {typeLabel} from './Layers';
import {cssColor} from '../drawing/paint';
import {
  attributeRange,
  elementOfNode,
  positionOf,
  propsForField,
  sourceOfNode,
  type InspectedField,
  type JsxElement,
  type ParsedCode,
} from './sourceMap';
import type {SourceMap} from '../shared/protocol';
import type {CallLog, CallLogEntry} from '../shared/callLog';
import type {EffectData, PaintData, PlaygroundDocument, PlaygroundNode, RGB} from '../shared/document';
import styles from './styles.module.css';

export type InspectorTab = 'design' | 'calls';

type InspectorProps = {
  readonly tab: InspectorTab;
  readonly document: PlaygroundDocument | undefined;
  readonly selectedId: string | undefined;
  /** The code the document was rendered from, while the editor still shows it; undefined after an edit. */
  readonly code: ParsedCode | undefined;
  readonly sources: SourceMap | undefined;
  readonly calls: CallLog | undefined;
  /** Highlights a span of the code in the editor. */
  readonly onReveal: (range: {from: number; to: number}) => void;
  readonly onSelect: (id: string) => void;
};

const round = (value: number): string => String(Math.round(value * 100) / 100);

function hex({r, g, b}: RGB): string {
  return `#${[r, g, b]
    .map((channel) =>
      Math.round(channel * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
}

function findNode(document: PlaygroundDocument, id: string): PlaygroundNode | undefined {
  for (const page of document.pages) {
    const node = findPath(page.children, id)?.at(-1);
    if (node) return node;
  }
  return undefined;
}

type Origin = {readonly element: JsxElement | undefined; readonly line: number | undefined; readonly props: string[]};

/** "style.backgroundColor on <View> (line 12)", as a button that shows it in the code. */
function OriginNote({
  origin,
  code,
  onReveal,
  fallback,
}: {
  readonly origin: Origin;
  readonly code: ParsedCode | undefined;
  readonly onReveal: InspectorProps['onReveal'];
  readonly fallback?: string;
}): ReactNode {
  const {element, line, props} = origin;
  const tag = element ? `<${element.name || ''}>` : 'its element';
  const where = line === undefined ? '' : ` (line ${line})`;
  if (props.length === 0 && fallback) {
    return <span className={styles.origin}>{fallback}</span>;
  }
  const text = props.length > 0 ? `${props.join(', ')} on ${tag}${where}` : `${tag}${where}`;
  if (!element || !code) {
    return <span className={styles.origin}>{text}</span>;
  }
  const range = props[0] ? attributeRange(element, props[0]) : {from: element.from, to: element.to};
  return (
    <button type="button" className={styles.originButton} onClick={() => onReveal(range)} title="Show in the code">
      {text}
    </button>
  );
}

function Swatch({color, opacity}: {readonly color: RGB; readonly opacity: number}): ReactNode {
  return <span className={styles.swatch} style={{background: cssColor(color, opacity)}} aria-hidden="true" />;
}

function paintText(paint: PaintData): ReactNode {
  if (paint.type === 'SOLID') {
    return (
      <>
        <Swatch color={paint.color} opacity={paint.opacity} />
        <span data-paint={hex(paint.color)}>{hex(paint.color)}</span>
        {paint.opacity < 1 && <span> · {Math.round(paint.opacity * 100)} %</span>}
      </>
    );
  }
  if (paint.type === 'IMAGE') {
    return <span>Image{paint.opacity < 1 ? ` · ${Math.round(paint.opacity * 100)} %` : ''}</span>;
  }
  const kind = paint.type.replace('GRADIENT_', '').toLowerCase();
  return (
    <span>
      {`${kind.charAt(0).toUpperCase()}${kind.slice(1)} gradient: `}
      {paint.gradientStops.map((stop) => `${hex(stop.color)} ${Math.round(stop.position * 100)} %`).join(', ')}
    </span>
  );
}

function effectText(effect: EffectData): string {
  const name = effect.type.replace('_', ' ').toLowerCase();
  const parts = [name.charAt(0).toUpperCase() + name.slice(1)];
  if (effect.offset && (effect.type === 'DROP_SHADOW' || effect.type === 'INNER_SHADOW')) {
    parts.push(`x ${round(effect.offset.x)}, y ${round(effect.offset.y)}`);
  }
  parts.push(`blur ${round(effect.radius)}`);
  if (effect.spread) parts.push(`spread ${round(effect.spread)}`);
  if (effect.color) parts.push(`${hex(effect.color)} ${Math.round(effect.color.a * 100)} %`);
  return parts.join(' · ');
}

type Row = {readonly label: string; readonly value: ReactNode; readonly testId?: string};

function Group({
  title,
  rows,
  origin,
}: {
  readonly title: string;
  readonly rows: readonly Row[];
  readonly origin: ReactNode;
}): ReactNode {
  return (
    <section className={styles.inspectorGroup} aria-label={title}>
      <h4 className={styles.inspectorGroupTitle}>{title}</h4>
      <dl className={styles.inspectorRows}>
        {rows.map((row) => (
          <div key={row.label} className={styles.inspectorRow}>
            <dt>{row.label}</dt>
            <dd data-field={row.testId}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.inspectorOrigin}>From {origin}</p>
    </section>
  );
}

const alignmentWords: Readonly<Record<string, string>> = {
  MIN: 'start',
  CENTER: 'center',
  MAX: 'end',
  SPACE_BETWEEN: 'space between',
  BASELINE: 'baseline',
};

function Design({
  node,
  code,
  sources,
  onReveal,
}: {
  readonly node: PlaygroundNode;
  readonly code: ParsedCode | undefined;
  readonly sources: SourceMap | undefined;
  readonly onReveal: InspectorProps['onReveal'];
}): ReactNode {
  const source = sources && sourceOfNode(sources, node.id);
  const element = code && sources ? elementOfNode(code, sources, node.id) : undefined;
  const line = element && code ? positionOf(code.code, element.from).line : source?.line;
  const origin = (...fields: InspectedField[]): Origin => ({
    element,
    line,
    props: source ? [...new Set(fields.flatMap((field) => propsForField(source, field)))] : [],
  });
  const note = (fallback: string | undefined, ...fields: InspectedField[]) => (
    <OriginNote origin={origin(...fields)} code={code} onReveal={onReveal} fallback={fallback} />
  );
  const [topLeft, topRight, bottomRight, bottomLeft] = node.cornerRadii;
  const uniformRadius = node.cornerRadii.every((radius) => radius === topLeft);
  const layout = node.autoLayout;
  const text = node.text;

  return (
    <div>
      <div className={styles.inspectorHeader}>
        <strong>{node.name}</strong> <span className={styles.origin}>{typeLabel(node.type)}</span>
        <p className={styles.inspectorMadeBy} data-testid="inspector-element">
          Made by{' '}
          {element || source ? (
            <OriginNote origin={{element, line, props: []}} code={code} onReveal={onReveal} />
          ) : (
            'react-figma itself (no element of the code)'
          )}
        </p>
      </div>
      <Group
        title="Position and size"
        rows={[
          {label: 'X', value: round(node.x), testId: 'x'},
          {label: 'Y', value: round(node.y), testId: 'y'},
          {label: 'W', value: round(node.width), testId: 'width'},
          {label: 'H', value: round(node.height), testId: 'height'},
          ...(node.rotation ? [{label: 'Rotation', value: `${round(node.rotation)}°`, testId: 'rotation'}] : []),
          ...(node.opacity < 1 ? [{label: 'Opacity', value: `${Math.round(node.opacity * 100)} %`}] : []),
        ]}
        origin={note(
          'Yoga layout (react-figma computes positions and sizes)',
          'x',
          'y',
          'width',
          'height',
          'rotation',
          'opacity',
        )}
      />
      {layout && (
        <Group
          title="Auto layout"
          rows={[
            {label: 'Direction', value: layout.layoutMode === 'HORIZONTAL' ? 'Horizontal' : 'Vertical'},
            {label: 'Spacing', value: round(layout.itemSpacing)},
            {label: 'Padding', value: layout.padding.map(round).join(' ')},
            {
              label: 'Alignment',
              value: `${alignmentWords[layout.primaryAxisAlignItems] ?? layout.primaryAxisAlignItems}, ${
                alignmentWords[layout.counterAxisAlignItems] ?? layout.counterAxisAlignItems
              }`,
            },
          ]}
          origin={note(undefined, 'layoutMode', 'itemSpacing', 'padding', 'alignment')}
        />
      )}
      {node.fills.length > 0 && (
        <Group
          title={node.type === 'TEXT' ? 'Fill (text colour)' : 'Fill'}
          rows={node.fills.map((paint, index) => ({label: `${index + 1}`, value: paintText(paint), testId: 'fill'}))}
          origin={note(undefined, 'fills')}
        />
      )}
      {node.strokes.length > 0 && (
        <Group
          title="Stroke"
          rows={[
            ...node.strokes.map((paint, index) => ({label: `${index + 1}`, value: paintText(paint)})),
            {label: 'Weight', value: round(node.strokeWeight)},
          ]}
          origin={note(undefined, 'strokes')}
        />
      )}
      {node.cornerRadii.some((radius) => radius > 0) && (
        <Group
          title="Corner radius"
          rows={
            uniformRadius
              ? [{label: 'All', value: round(topLeft), testId: 'cornerRadius'}]
              : [
                  {label: 'Top left', value: round(topLeft)},
                  {label: 'Top right', value: round(topRight)},
                  {label: 'Bottom right', value: round(bottomRight)},
                  {label: 'Bottom left', value: round(bottomLeft)},
                ]
          }
          origin={note(undefined, 'cornerRadius')}
        />
      )}
      {node.effects.length > 0 && (
        <Group
          title="Effects"
          rows={node.effects.map((effect, index) => ({label: `${index + 1}`, value: effectText(effect)}))}
          origin={note(undefined, 'effects')}
        />
      )}
      {text && (
        <Group
          title="Text"
          rows={[
            {label: 'Font', value: `${text.fontFamily} ${text.fontStyle}`},
            {label: 'Size', value: round(text.fontSize), testId: 'fontSize'},
            {label: 'Line height', value: text.lineHeightPx === undefined ? 'Auto' : round(text.lineHeightPx)},
            {label: 'Letter spacing', value: round(text.letterSpacingPx ?? 0)},
            {label: 'Align', value: text.textAlignHorizontal.toLowerCase()},
          ]}
          origin={note(undefined, 'characters', 'font', 'fontSize', 'lineHeight', 'letterSpacing', 'textAlign')}
        />
      )}
    </div>
  );
}

function Calls({
  calls,
  document,
  onSelect,
}: {
  readonly calls: CallLog | undefined;
  readonly document: PlaygroundDocument | undefined;
  readonly onSelect: (id: string) => void;
}): ReactNode {
  if (!calls) {
    return <p className={styles.inspectorHint}>No render has finished yet.</p>;
  }
  const nodeButton = (id: string) => {
    const node = document && findNode(document, id);
    return node ? (
      <button type="button" className={styles.originButton} onClick={() => onSelect(id)}>
        “{node.name}”
      </button>
    ) : (
      <span className={styles.origin}>{id} (not in the document)</span>
    );
  };
  const describe = (entry: CallLogEntry): ReactNode => {
    switch (entry.kind) {
      case 'create':
        return (
          <>
            <code>figma.{entry.method}()</code> → {typeLabel(entry.nodeType)} {nodeButton(entry.nodeId)}
          </>
        );
      case 'update':
        return (
          <>
            {nodeButton(entry.nodeId)}: <code>{entry.properties.join(', ')}</code>
            {entry.writes > entry.properties.length && <span className={styles.origin}> ({entry.writes} writes)</span>}
          </>
        );
      case 'remove':
        return (
          <>
            <code>remove()</code> {nodeButton(entry.nodeId)}
          </>
        );
      case 'call':
        return (
          <>
            <code>figma.{entry.method}()</code>
            {entry.count > 1 && <span className={styles.origin}> × {entry.count}</span>}
          </>
        );
    }
  };
  const counts = {create: 0, update: 0, remove: 0, call: 0};
  calls.entries.forEach((entry) => (counts[entry.kind] += 1));
  return (
    <div>
      <p className={styles.inspectorHint} data-testid="calls-summary">
        The last render created {counts.create} nodes, updated {counts.update} and removed {counts.remove}
        {calls.entries.length < calls.total
          ? ` (${calls.total.toLocaleString('en')} calls and writes in all; the first ${calls.entries.length.toLocaleString('en')} are listed)`
          : ''}
        .
      </p>
      <ol className={styles.callList}>
        {calls.entries.map((entry, index) => (
          <li key={index} data-call-kind={entry.kind}>
            {describe(entry)}
          </li>
        ))}
      </ol>
    </div>
  );
}

export default function Inspector({
  tab,
  document,
  selectedId,
  code,
  sources,
  calls,
  onReveal,
  onSelect,
}: InspectorProps): ReactNode {
  if (tab === 'calls') {
    return <Calls calls={calls} document={document} onSelect={onSelect} />;
  }
  const node = document && selectedId ? findNode(document, selectedId) : undefined;
  return node ? (
    <Design node={node} code={code} sources={sources} onReveal={onReveal} />
  ) : (
    <p className={styles.inspectorHint}>The selected layer is not in the last render.</p>
  );
}
