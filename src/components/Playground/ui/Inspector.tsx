/**
 * The inspector, in the spirit of Figma's Design panel: the selected node's position and size, auto layout,
 * fills, strokes, corner radii, effects and text, as the stub's node has them; each group says which JSX element
 * and prop produced it, and a click on that shows it in the editor. The Calls tab lists the `figma.*` calls the
 * last render made. Loaded on first use (a selected layer or the Calls tab).
 */
import type {ReactNode} from 'react';
import {findPath} from '../drawing/geometry';
import {formatNumber, typeLabel} from '../shared/format';
import {cssColor} from '../drawing/paint';
import {
  attributeRange,
  elementOfNode,
  propsForField,
  sourceOfNode,
  type InspectedField,
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

const percent = (value: number): string => `${Math.round(value * 100)} %`;
const hexByte = (channel: number): string => `0${Math.round(channel * 255).toString(16)}`.slice(-2);
const hex = ({r, g, b}: RGB): string => `#${hexByte(r)}${hexByte(g)}${hexByte(b)}`.toUpperCase();

const findNode = (document: PlaygroundDocument, id: string): PlaygroundNode | undefined =>
  document.pages.map((page) => findPath(page.children, id)?.at(-1)).find((node) => node !== undefined);

function paintText(paint: PaintData): ReactNode {
  const opacity = paint.opacity < 1 ? ` · ${percent(paint.opacity)}` : '';
  if (paint.type === 'SOLID') {
    return (
      <>
        <span className={styles.swatch} style={{background: cssColor(paint.color, paint.opacity)}} aria-hidden="true" />
        <span data-paint={hex(paint.color)}>{hex(paint.color)}</span>
        {opacity && <span>{opacity}</span>}
      </>
    );
  }
  if (paint.type === 'IMAGE') return <span>Image{opacity}</span>;
  return (
    <span>
      {`${typeLabel(paint.type.replace('GRADIENT_', ''))} gradient: `}
      {paint.gradientStops.map((stop) => `${hex(stop.color)} ${percent(stop.position)}`).join(', ')}
    </span>
  );
}

function effectText({type, offset, radius, spread, color}: EffectData): string {
  return [
    typeLabel(type),
    offset &&
      (type === 'DROP_SHADOW' || type === 'INNER_SHADOW') &&
      `x ${formatNumber(offset.x)}, y ${formatNumber(offset.y)}`,
    `blur ${formatNumber(radius)}`,
    spread && `spread ${formatNumber(spread)}`,
    color && `${hex(color)} ${percent(color.a)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

type Row = {readonly label: string; readonly value: ReactNode; readonly testId?: string};

function Group({title, rows, origin}: Readonly<{title: string; rows: readonly Row[]; origin: ReactNode}>): ReactNode {
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

const corners = ['Top left', 'Top right', 'Bottom right', 'Bottom left'];
const axisEnds: Readonly<Record<string, string>> = {MIN: 'start', MAX: 'end'};
const alignmentWord = (value: string): string => axisEnds[value] ?? value.toLowerCase().replace('_', ' ');

type DesignProps = Pick<InspectorProps, 'code' | 'sources' | 'onReveal'> & {readonly node: PlaygroundNode};

function Design({node, code, sources, onReveal}: DesignProps): ReactNode {
  const source = sources && sourceOfNode(sources, node.id);
  const element = code && sources ? elementOfNode(code, sources, node.id) : undefined;
  /** "style.backgroundColor on <View> (line 12)", as a button that shows it in the code. */
  const note = (fields: readonly InspectedField[], fallback?: string): ReactNode => {
    const props = source ? [...new Set(fields.flatMap((field) => propsForField(source, field)))] : [];
    if (props.length === 0 && fallback) return <span className={styles.origin}>{fallback}</span>;
    const tag = `${element ? `<${element.name}>` : 'its element'}${source ? ` (line ${source.line})` : ''}`;
    const text = props.length > 0 ? `${props.join(', ')} on ${tag}` : tag;
    if (!element || !code) return <span className={styles.origin}>{text}</span>;
    const range = props[0] ? attributeRange(element, props[0]) : {from: element.from, to: element.to};
    return (
      <button type="button" className={styles.originButton} onClick={() => onReveal(range)} title="Show in the code">
        {text}
      </button>
    );
  };
  const [topLeft] = node.cornerRadii;
  const {autoLayout: layout, text} = node;

  return (
    <div>
      <div className={styles.inspectorHeader}>
        <strong>{node.name}</strong> <span className={styles.origin}>{typeLabel(node.type)}</span>
        <p className={styles.inspectorMadeBy} data-testid="inspector-element">
          Made by {element || source ? note([]) : 'react-figma itself (no element of the code)'}
        </p>
      </div>
      <Group
        title="Position and size"
        rows={[
          {label: 'X', value: formatNumber(node.x), testId: 'x'},
          {label: 'Y', value: formatNumber(node.y), testId: 'y'},
          {label: 'W', value: formatNumber(node.width), testId: 'width'},
          {label: 'H', value: formatNumber(node.height), testId: 'height'},
          ...(node.rotation ? [{label: 'Rotation', value: `${formatNumber(node.rotation)}°`, testId: 'rotation'}] : []),
          ...(node.opacity < 1 ? [{label: 'Opacity', value: percent(node.opacity)}] : []),
        ]}
        origin={note(
          ['x', 'y', 'width', 'height', 'rotation', 'opacity'],
          'Yoga layout (react-figma computes positions and sizes)',
        )}
      />
      {layout && (
        <Group
          title="Auto layout"
          rows={[
            {label: 'Direction', value: layout.layoutMode === 'HORIZONTAL' ? 'Horizontal' : 'Vertical'},
            {label: 'Spacing', value: formatNumber(layout.itemSpacing)},
            {label: 'Padding', value: layout.padding.map(formatNumber).join(' ')},
            {
              label: 'Alignment',
              value: `${alignmentWord(layout.primaryAxisAlignItems)}, ${alignmentWord(layout.counterAxisAlignItems)}`,
            },
          ]}
          origin={note(['layoutMode', 'itemSpacing', 'padding', 'alignment'])}
        />
      )}
      {node.fills.length > 0 && (
        <Group
          title={node.type === 'TEXT' ? 'Fill (text colour)' : 'Fill'}
          rows={node.fills.map((paint, index) => ({label: `${index + 1}`, value: paintText(paint), testId: 'fill'}))}
          origin={note(['fills'])}
        />
      )}
      {node.strokes.length > 0 && (
        <Group
          title="Stroke"
          rows={[
            ...node.strokes.map((paint, index) => ({label: `${index + 1}`, value: paintText(paint)})),
            {label: 'Weight', value: formatNumber(node.strokeWeight)},
          ]}
          origin={note(['strokes'])}
        />
      )}
      {node.cornerRadii.some((radius) => radius > 0) && (
        <Group
          title="Corner radius"
          rows={
            node.cornerRadii.every((radius) => radius === topLeft)
              ? [{label: 'All', value: formatNumber(topLeft), testId: 'cornerRadius'}]
              : corners.map((label, index) => ({label, value: formatNumber(node.cornerRadii[index])}))
          }
          origin={note(['cornerRadius'])}
        />
      )}
      {node.effects.length > 0 && (
        <Group
          title="Effects"
          rows={node.effects.map((effect, index) => ({label: `${index + 1}`, value: effectText(effect)}))}
          origin={note(['effects'])}
        />
      )}
      {text && (
        <Group
          title="Text"
          rows={[
            {label: 'Font', value: `${text.fontFamily} ${text.fontStyle}`},
            {label: 'Size', value: formatNumber(text.fontSize), testId: 'fontSize'},
            {label: 'Line height', value: text.lineHeightPx === undefined ? 'Auto' : formatNumber(text.lineHeightPx)},
            {label: 'Letter spacing', value: formatNumber(text.letterSpacingPx ?? 0)},
            {label: 'Align', value: text.textAlignHorizontal.toLowerCase()},
          ]}
          origin={note(['characters', 'font', 'fontSize', 'lineHeight', 'letterSpacing', 'textAlign'])}
        />
      )}
    </div>
  );
}

function Calls({calls, document, onSelect}: Pick<InspectorProps, 'calls' | 'document' | 'onSelect'>): ReactNode {
  if (!calls) return <p className={styles.inspectorHint}>No render has finished yet.</p>;
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

export default function Inspector(props: InspectorProps): ReactNode {
  const {tab, document, selectedId} = props;
  if (tab === 'calls') return <Calls {...props} />;
  const node = document && selectedId ? findNode(document, selectedId) : undefined;
  return node ? (
    <Design {...props} node={node} />
  ) : (
    <p className={styles.inspectorHint}>The selected layer is not in the last render.</p>
  );
}
