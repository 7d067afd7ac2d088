/** The canvas: a page drawn as SVG, fit to view, with zoom (buttons, Ctrl/⌘ + wheel) and drag to pan. */
import {useEffect, useId, useMemo, useRef, useState, type PointerEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Drawing, {BoardOutlines} from '../drawing/Drawing';
import {findPath, nodeTransform, padded, pageBounds, zoomAround, type Box} from '../drawing/geometry';
import {cssColor} from '../drawing/paint';
import type {PaintData, PlaygroundPage} from '../shared/document';
import {toolbarButton} from './buttons';
import styles from './styles.module.css';

type CanvasProps = {
  readonly page: PlaygroundPage;
  readonly selectedId: string | undefined;
  readonly onSelect: (id: string | undefined) => void;
  readonly dimmed: boolean;
};

/** Figma's default page colour (#F5F5F5), set by the stub when the code sets none: the theme's canvas colour shows. */
function isDefaultPageBackground(paint: PaintData): boolean {
  return (
    paint.type === 'SOLID' &&
    [paint.color.r, paint.color.g, paint.color.b].every((c) => Math.abs(c - 245 / 255) < 0.002)
  );
}

export default function Canvas({page, selectedId, onSelect, dimmed}: CanvasProps): ReactNode {
  const idPrefix = `pg${useId().replace(/[^\w]/g, '')}`;
  const svgRef = useRef<SVGSVGElement>(null);
  const fitted = useMemo(() => padded(pageBounds(page)), [page]);
  // Undefined while the view follows the document (fit to view); set once the reader zooms or pans.
  const [manualView, setManualView] = useState<Box | undefined>(undefined);
  const view = manualView ?? fitted;
  const drag = useRef<{x: number; y: number; view: Box; moved: boolean} | undefined>(undefined);

  const zoom = (factor: number) =>
    setManualView(zoomAround(view, factor, view.x + view.width / 2, view.y + view.height / 2));

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return undefined;
    // Plain wheel keeps scrolling the page; Ctrl/⌘ + wheel (and pinch) zooms, as in Figma.
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const rect = svg.getBoundingClientRect();
      setManualView((previous) => {
        const current = previous ?? fitted;
        return zoomAround(
          current,
          Math.exp(-event.deltaY / 300),
          current.x + ((event.clientX - rect.left) / rect.width) * current.width,
          current.y + ((event.clientY - rect.top) / rect.height) * current.height,
        );
      });
    };
    svg.addEventListener('wheel', onWheel, {passive: false});
    return () => svg.removeEventListener('wheel', onWheel);
  }, [fitted]);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    drag.current = {x: event.clientX, y: event.clientY, view, moved: false};
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start || event.buttons === 0) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < 4) return;
    if (!start.moved) event.currentTarget.setPointerCapture(event.pointerId);
    start.moved = true;
    const rect = event.currentTarget.getBoundingClientRect();
    const scale = Math.max(start.view.width / rect.width, start.view.height / rect.height);
    setManualView({...start.view, x: start.view.x - dx * scale, y: start.view.y - dy * scale});
  };
  const onPointerUp = () => {
    // A drag must not also count as a click that changes the selection.
    const moved = drag.current?.moved;
    window.setTimeout(() => {
      if (drag.current?.moved === moved) drag.current = undefined;
    }, 0);
  };
  const select = (id: string | undefined) => {
    if (!drag.current?.moved) onSelect(id);
  };

  const background = page.backgrounds.find((paint) => !isDefaultPageBackground(paint));
  const selectedPath = selectedId ? findPath(page.children, selectedId) : undefined;
  const selected = selectedPath?.at(-1);
  return (
    <div
      className={clsx(styles.canvas, dimmed && styles.dimmed)}
      style={{['--pg-fit-ratio' as string]: `${fitted.width} / ${fitted.height}`}}>
      <svg
        ref={svgRef}
        className={styles.canvasSvg}
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        role="img"
        aria-label={`Canvas of page “${page.name}”`}
        data-testid="playground-canvas"
        style={
          background?.type === 'SOLID'
            ? {['--pg-page-bg' as string]: cssColor(background.color, background.opacity)}
            : undefined
        }
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onClick={() => select(undefined)}>
        <Drawing page={page} idPrefix={idPrefix} onSelect={select} />
        <BoardOutlines page={page} className={styles.boardOutline} />
        {selectedPath && selected && (
          <g
            transform={selectedPath.map(nodeTransform).join(' ')}
            pointerEvents="none"
            data-selection-outline={selectedId}>
            <rect
              width={selected.width}
              height={selected.height}
              className={styles.selectionOutline}
              vectorEffect="non-scaling-stroke"
            />
          </g>
        )}
      </svg>
      <div className={styles.zoomControls}>
        <button type="button" className={toolbarButton} onClick={() => zoom(1.25)} aria-label="Zoom in">
          +
        </button>
        <button type="button" className={toolbarButton} onClick={() => zoom(0.8)} aria-label="Zoom out">
          −
        </button>
        <button
          type="button"
          className={toolbarButton}
          onClick={() => setManualView(undefined)}
          aria-label="Zoom to fit"
          aria-pressed={manualView === undefined}>
          Fit
        </button>
      </div>
    </div>
  );
}
