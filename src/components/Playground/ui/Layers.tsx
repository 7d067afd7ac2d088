/** The layers panel: the page's node tree as Figma lists it (top-most layer first), with type icons. */
import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import type {PlaygroundNode, PlaygroundPage} from '../shared/document';
import {typeLabel} from '../shared/format';
import styles from './styles.module.css';

/** A layer name a narrow column wraps after a separator ("Variant=" | "Danger", "Row /" | "Story") before mid-word. */
function LayerName({name}: {readonly name: string}): ReactNode {
  return (
    <span className={styles.layerName}>
      {name.split(/(?<=[=/,_-])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** 16 × 16 glyphs in the spirit of Figma's layer icons, drawn with currentColor. */
const glyphs: Readonly<Record<string, ReactNode>> = {
  FRAME: <path d="M5 2v12M11 2v12M2 5h12M2 11h12" />,
  GROUP: <rect x={3} y={3} width={10} height={10} strokeDasharray="2 1.5" />,
  ELLIPSE: <circle cx={8} cy={8} r={5} />,
  TEXT: <path d="M3.5 4h9M8 4v9" />,
  LINE: <path d="M3 13L13 3" />,
  STAR: <path d="M8 2.5l1.7 3.6 3.8.4-2.9 2.6.9 3.8L8 11l-3.5 1.9.9-3.8-2.9-2.6 3.8-.4z" />,
  POLYGON: <path d="M8 3l5.5 9.5h-11z" />,
  VECTOR: <path d="M3 12c2-7 8-9 10-8M11 2.5l2 1.5-1.5 2" />,
  SLICE: <path d="M3 13L13 3M9 3h4v4" />,
  COMPONENT: (
    <path d="M8 2l2.5 2.5L8 7 5.5 4.5zM8 9l2.5 2.5L8 14l-2.5-2.5zM4.5 5.5L7 8l-2.5 2.5L2 8zM11.5 5.5L14 8l-2.5 2.5L9 8z" />
  ),
  INSTANCE: <path d="M8 2.5L13.5 8 8 13.5 2.5 8z" />,
};

function TypeIcon({type}: {readonly type: string}): ReactNode {
  return (
    <svg className={styles.layerIcon} viewBox="0 0 16 16" width={16} height={16} aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth={1.2} strokeLinejoin="round">
        {glyphs[type === 'COMPONENT_SET' ? 'COMPONENT' : type] ?? <rect x={3} y={3} width={10} height={10} rx={1} />}
      </g>
    </svg>
  );
}

type LayersProps = {
  readonly page: PlaygroundPage;
  readonly selectedId: string | undefined;
  readonly onSelect: (id: string) => void;
};

type Selection = Omit<LayersProps, 'page'>;
type LayerRowProps = Selection & {readonly node: PlaygroundNode; readonly depth: number};

/** Rows for `nodes`, top-most (the last child) first. */
const rows = (nodes: readonly PlaygroundNode[], depth: number, selection: Selection) =>
  [...nodes].reverse().map((node) => <LayerRow key={node.id} node={node} depth={depth} {...selection} />);

function LayerRow({node, depth, selectedId, onSelect}: LayerRowProps): ReactNode {
  const selected = node.id === selectedId;
  const hasChildren = node.children.length > 0;
  return (
    <li role="treeitem" aria-selected={selected} aria-expanded={hasChildren ? true : undefined} aria-level={depth + 1}>
      <button
        type="button"
        className={clsx(styles.layerRow, selected && styles.layerRowSelected, !node.visible && styles.layerHidden)}
        style={{paddingLeft: `calc(0.5rem + ${depth} * var(--pg-layer-indent))`}}
        data-node-id={node.id}
        data-node-type={node.type}
        title={`${typeLabel(node.type)} · ${Math.round(node.width)} × ${Math.round(node.height)}`}
        onClick={() => onSelect(node.id)}>
        <TypeIcon type={node.type} />
        <LayerName name={node.name} />
        <span className={styles.layerType}>{typeLabel(node.type)}</span>
      </button>
      {hasChildren && (
        <ul role="group" className={styles.layerList}>
          {rows(node.children, depth + 1, {selectedId, onSelect})}
        </ul>
      )}
    </li>
  );
}

export default function Layers({page, selectedId, onSelect}: LayersProps): ReactNode {
  return (
    <nav className={styles.layers} aria-label="Layers">
      <div className={styles.layersScroll}>
        <div className={styles.layersHeading}>
          <TypeIcon type="PAGE" />
          <LayerName name={page.name} />
        </div>
        <ul role="tree" aria-label={`Layers of page “${page.name}”`} className={styles.layerList}>
          {rows(page.children, 0, {selectedId, onSelect})}
        </ul>
      </div>
    </nav>
  );
}
