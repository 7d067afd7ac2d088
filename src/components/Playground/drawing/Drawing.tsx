/** Draws a playground page as SVG elements, one group per Figma node, in Figma's z-order. */
import type {ReactNode} from 'react';
import type {EffectData, PaintData, PlaygroundNode, PlaygroundPage} from '../shared/document';
import {drawingFontStack} from '../shared/drawingFont';
import {nodeTransform} from './geometry';
import {cssColor, linearGradientLine, radialGradientCircle, roundedRectPath, starPoints} from './paint';

type DrawingProps = {
  readonly page: PlaygroundPage;
  /** Prefix for ids of gradients, filters and clip paths, unique per playground on the page. */
  readonly idPrefix: string;
  readonly onSelect?: (id: string) => void;
};

const imagePatternId = (prefix: string) => `${prefix}-image`;

const paintId = (prefix: string, nodeId: string, role: string, index: number) =>
  `${prefix}-${role}${index}-${nodeId.replace(/[^\w-]/g, '_')}`;

function GradientDef({paint, id}: {readonly paint: Extract<PaintData, {gradientStops: unknown}>; readonly id: string}) {
  const linear = paint.type === 'GRADIENT_LINEAR';
  const Gradient = linear ? 'linearGradient' : 'radialGradient';
  const geometry = linear ? linearGradientLine(paint.gradientTransform) : radialGradientCircle(paint.gradientTransform);
  return (
    <Gradient id={id} gradientUnits="objectBoundingBox" {...geometry}>
      {paint.gradientStops.map((stop, index) => (
        <stop key={index} offset={stop.position} stopColor={cssColor(stop.color)} stopOpacity={stop.color.a} />
      ))}
    </Gradient>
  );
}

/** The `fill`/`stroke` value for a paint, plus the definition it refers to (if any). */
function paintValue(paint: PaintData, id: string, prefix: string): {value: string; opacity: number; def?: ReactNode} {
  if (paint.type === 'SOLID') {
    return {value: cssColor(paint.color), opacity: paint.opacity};
  }
  if (paint.type === 'IMAGE') {
    return {value: `url(#${imagePatternId(prefix)})`, opacity: paint.opacity};
  }
  return {value: `url(#${id})`, opacity: paint.opacity, def: <GradientDef key={id} paint={paint} id={id} />};
}

/** Drop shadows and layer blurs; the other effects are not drawn. */
function EffectFilter({effects, id}: {readonly effects: readonly EffectData[]; readonly id: string}) {
  return (
    <filter id={id} x="-50%" y="-50%" width="200%" height="200%">
      {effects.map((effect, index) =>
        effect.type === 'DROP_SHADOW' ? (
          <feDropShadow
            key={index}
            dx={effect.offset?.x ?? 0}
            dy={effect.offset?.y ?? 0}
            stdDeviation={effect.radius / 2}
            floodColor={effect.color ? cssColor(effect.color) : 'black'}
            floodOpacity={effect.color?.a ?? 0.25}
          />
        ) : (
          effect.type === 'LAYER_BLUR' && <feGaussianBlur key={index} stdDeviation={effect.radius / 2} />
        ),
      )}
    </filter>
  );
}

type ShapeProps = {readonly node: PlaygroundNode; readonly fill: string; readonly fillOpacity: number};

/** The outline of a node as an SVG element, filled with one paint. */
function Shape({node, ...common}: ShapeProps): ReactNode {
  switch (node.type) {
    case 'ELLIPSE':
      return <ellipse cx={node.width / 2} cy={node.height / 2} rx={node.width / 2} ry={node.height / 2} {...common} />;
    case 'STAR':
      return (
        <polygon
          points={starPoints(node.width, node.height, node.pointCount ?? 5, node.innerRadius ?? 0.382)}
          {...common}
        />
      );
    case 'POLYGON':
      return <polygon points={starPoints(node.width, node.height, (node.pointCount ?? 3) / 2, 1)} {...common} />;
    case 'VECTOR':
      return node.vectorPaths ? (
        node.vectorPaths.map((path, index) => <path key={index} d={path} {...common} />)
      ) : (
        <rect width={node.width} height={node.height} {...common} />
      );
    default:
      return <path d={roundedRectPath(node.width, node.height, node.cornerRadii)} {...common} />;
  }
}

/**
 * Kerning and ligatures are off: the lines were measured as sums of Inter's advances (shared/textMetrics.ts), and
 * with Inter loaded each line is drawn at that width. Each line's `textLength` holds it there in any other font
 * (before Inter loads, or where it can't), so text never runs past the box Yoga gave it.
 */
const measuredShaping = {fontKerning: 'none', fontVariantLigatures: 'none'} as const;

const textDecorations = {NONE: undefined, UNDERLINE: 'underline', STRIKETHROUGH: 'line-through'} as const;

/** `text-anchor` and the anchor's x as a share of the box's width, for each horizontal alignment. */
const textAnchors = {LEFT: ['start', 0], CENTER: ['middle', 0.5], RIGHT: ['end', 1], JUSTIFIED: ['start', 0]} as const;

type NodeProps = {readonly node: PlaygroundNode; readonly prefix: string; readonly onSelect?: (id: string) => void};

function TextShape({node, prefix}: NodeProps): ReactNode {
  const {text} = node;
  if (!text) {
    return null;
  }
  const {layout} = text;
  const paint = node.fills[0];
  const fill = paint ? paintValue(paint, paintId(prefix, node.id, 'fill', 0), prefix) : {value: 'black', opacity: 1};
  const [anchor, share] = textAnchors[text.textAlignHorizontal];
  return (
    <>
      {fill.def && <defs>{fill.def}</defs>}
      <text
        fill={fill.value}
        fillOpacity={fill.opacity}
        fontSize={text.fontSize}
        fontFamily={drawingFontStack}
        fontWeight={layout.fontWeight}
        fontStyle={/italic/i.test(text.fontStyle) ? 'italic' : undefined}
        letterSpacing={text.letterSpacingPx}
        textAnchor={anchor}
        textDecoration={textDecorations[text.textDecoration]}
        style={measuredShaping}>
        {layout.lines.map((line, index) => (
          <tspan
            key={index}
            x={node.width * share}
            y={layout.lineHeight * index + layout.baseline}
            textLength={line.width > 0 ? line.width : undefined}
            lengthAdjust={line.width > 0 ? 'spacingAndGlyphs' : undefined}>
            {line.text}
          </tspan>
        ))}
      </text>
    </>
  );
}

function NodeDrawing({node, prefix, onSelect}: NodeProps) {
  if (!node.visible) {
    return null;
  }
  const filterId = paintId(prefix, node.id, 'fx', 0);
  const clipId = paintId(prefix, node.id, 'clip', 0);
  const drawnEffects = node.effects.filter((effect) => effect.type === 'DROP_SHADOW' || effect.type === 'LAYER_BLUR');
  const fills = node.fills.map((paint, index) => paintValue(paint, paintId(prefix, node.id, 'fill', index), prefix));
  const stroke =
    node.strokes[0] && node.strokeWeight > 0
      ? paintValue(node.strokes[0], paintId(prefix, node.id, 'stroke', 0), prefix)
      : undefined;
  const defs = [...fills.map((fill) => fill.def), stroke?.def].filter(Boolean);
  return (
    <g
      transform={nodeTransform(node)}
      opacity={node.opacity < 1 ? node.opacity : undefined}
      filter={drawnEffects.length > 0 ? `url(#${filterId})` : undefined}
      data-node-id={node.id}
      data-node-type={node.type}
      onClick={
        onSelect &&
        ((event) => {
          event.stopPropagation();
          onSelect(node.id);
        })
      }>
      {(defs.length > 0 || drawnEffects.length > 0 || node.clipsContent) && (
        <defs>
          {defs}
          {drawnEffects.length > 0 && <EffectFilter effects={drawnEffects} id={filterId} />}
          {node.clipsContent && (
            <clipPath id={clipId}>
              <path d={roundedRectPath(node.width, node.height, node.cornerRadii)} />
            </clipPath>
          )}
        </defs>
      )}
      {node.type === 'TEXT' ? (
        <TextShape node={node} prefix={prefix} />
      ) : node.type === 'LINE' ? (
        <line
          x1={0}
          y1={0}
          x2={node.width}
          y2={0}
          stroke={stroke?.value ?? 'transparent'}
          strokeOpacity={stroke?.opacity}
          strokeWidth={Math.max(1, node.strokeWeight)}
        />
      ) : (
        <>
          {node.svgSource && (
            <image
              width={node.width}
              height={node.height}
              preserveAspectRatio="none"
              href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(node.svgSource)}`}
            />
          )}
          {fills.map((fill, index) => (
            <Shape key={index} node={node} fill={fill.value} fillOpacity={fill.opacity} />
          ))}
          {stroke && (
            <g stroke={stroke.value} strokeOpacity={stroke.opacity} strokeWidth={node.strokeWeight}>
              <Shape node={node} fill="none" fillOpacity={0} />
            </g>
          )}
          {fills.length === 0 && !stroke && (
            // Keeps empty frames clickable and visible as an outline, as Figma shows them on hover.
            <Shape node={node} fill="transparent" fillOpacity={0} />
          )}
        </>
      )}
      {node.children.length > 0 && (
        <g clipPath={node.clipsContent ? `url(#${clipId})` : undefined}>
          {node.children.map((child) => (
            <NodeDrawing key={child.id} node={child} prefix={prefix} onSelect={onSelect} />
          ))}
        </g>
      )}
    </g>
  );
}

const boardTypes: ReadonlySet<string> = new Set(['FRAME', 'COMPONENT', 'COMPONENT_SET', 'INSTANCE']);

/**
 * A thin outline around each board (a frame at the top of the page), one screen pixel wide at any zoom, so a board
 * stands out from a canvas of nearly its colour, as Figma sets boards apart. Its colour comes from CSS.
 */
export function BoardOutlines({page, className}: {readonly page: PlaygroundPage; readonly className?: string}) {
  return (
    <g className={className} fill="none" pointerEvents="none" data-board-outlines="">
      {page.children
        .filter((node) => node.visible && boardTypes.has(node.type))
        .map((node) => (
          <path
            key={node.id}
            transform={nodeTransform(node)}
            d={roundedRectPath(node.width, node.height, node.cornerRadii)}
            vectorEffect="non-scaling-stroke"
          />
        ))}
    </g>
  );
}

export default function Drawing({page, idPrefix, onSelect}: DrawingProps): ReactNode {
  return (
    <g data-page-id={page.id}>
      <defs>
        {/* Image fills are not fetched; a hatched placeholder marks where the image goes. */}
        <pattern
          id={imagePatternId(idPrefix)}
          width={8}
          height={8}
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)">
          <rect width={8} height={8} fill="#d9d9d9" />
          <rect width={4} height={8} fill="#c4c4c4" />
        </pattern>
      </defs>
      {page.children.map((node) => (
        <NodeDrawing key={node.id} node={node} prefix={idPrefix} onSelect={onSelect} />
      ))}
    </g>
  );
}
