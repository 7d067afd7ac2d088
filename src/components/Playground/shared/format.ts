/** How the playground's panels and the build's diagrams write a node's type and its numbers. */

/** "Frame", "Component set": a node type as Figma's layers panel names it. */
export const typeLabel = (type: string): string => type.charAt(0) + type.slice(1).toLowerCase().replace(/_/g, ' ');

/** A number with at most two decimals: 12, 12.5, 12.33. */
export const formatNumber = (value: number): string => String(Math.round(value * 100) / 100);
