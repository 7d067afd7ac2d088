/**
 * Prism's themes (`prismjs/themes/*.css`) as style sheets for Docusaurus code blocks: each rule scoped to a
 * `data-code-theme` value on <html> and `.theme-code-block`, with colours only (Docusaurus owns the layout); Prism's
 * `pre`/`code` colours become the `--prism-*` variables of the block, its toolbar and line numbers. No token chips.
 */
import {readFileSync} from 'node:fs';
import {colord, extend} from 'colord';
import namesPlugin from 'colord/plugins/names';
import a11yPlugin from 'colord/plugins/a11y';
import postcss from 'postcss';
import type {Rule} from 'postcss';
import {prismCatalogue, resolvePrismFile} from './catalogue';

// Prism's themes use named colours (black, deeppink, yellowgreen…).
extend([namesPlugin, a11yPlugin]);

/** What "Auto" shows: Prism's default theme in light mode, Tomorrow Night in dark mode. */
export const autoCodeThemes = {light: 'prism', dark: 'prism-tomorrow'} as const;

export const autoCodeTheme = 'auto';

/** The attribute on <html> that says which code theme applies; absent means Auto (e.g. JavaScript off). */
export const codeThemeAttribute = 'data-code-theme';

/** Prism's themes in catalogue order, with their catalogue titles. */
export function codeThemes(): {readonly id: string; readonly title: string}[] {
  return Object.entries(prismCatalogue.themes ?? {})
    .filter(([id]) => id !== 'meta')
    .map(([id, entry]) => ({id, title: typeof entry === 'string' ? entry : (entry.title ?? id)}));
}

export function readPrismThemeCss(id: string): string {
  return readFileSync(resolvePrismFile(`prismjs/themes/${id}.css`), 'utf8');
}

/** Selector prefix under which a theme's rules apply: the theme chosen, or Auto showing it. */
export function themeScope(id: string): string {
  const auto = `[${codeThemeAttribute}="${autoCodeTheme}"]`;
  const autoConditions: Record<string, readonly string[]> = {
    [autoCodeThemes.light]: [`${auto}:not([data-theme="dark"])`, `:not([${codeThemeAttribute}])`],
    [autoCodeThemes.dark]: [`${auto}[data-theme="dark"]`],
  };
  const conditions = [`[${codeThemeAttribute}="${id}"]`, ...(autoConditions[id] ?? [])];
  return `:root:is(${conditions.join(',')}) .theme-code-block`;
}

/** Prism's own plugins (line numbers, line highlight, diff highlight…), inline code and decorations. */
const excludedSelector =
  /:not\(pre\)|line-numbers|\[data-line\]|line-highlight|diff-highlight|command-line|::?before|::?after/;

const selectionSelector = /::(-moz-)?selection/;

/** Colour declarations: nothing that moves or resizes anything. */
const colourProperties = new Set([
  'color',
  'background',
  'background-color',
  'text-shadow',
  'opacity',
  'font-style',
  'font-weight',
  'text-decoration',
  'cursor',
]);

const normalise = (selector: string) => selector.replace(/'/g, '"').replace(/\s+/g, ' ').trim();

const preSelector = 'pre[class*="language-"]';
const codeSelector = 'code[class*="language-"]';
const innerCodeSelector = 'pre[class*="language-"] > code';

/** Rules on the block itself (not on tokens), whose colours become variables rather than declarations. */
function isBlockSelector(selector: string): boolean {
  const base = normalise(selector).replace(selectionSelector, '');
  return [preSelector, codeSelector, innerCodeSelector].includes(base);
}

function solidColour(value: string): string | undefined {
  const colour = colord(value.trim());
  return colour.isValid() && colour.alpha() > 0 ? value.trim() : undefined;
}

/** What Prism paints behind the code, and its colour for code that is not a token, as the block rules set them. */
export function themeColours(source: string) {
  const found: Record<string, {background?: string; color?: string}> = {};
  postcss.parse(source).walkRules((rule) => {
    if (rule.parent?.type === 'atrule') {
      return;
    }
    rule.selectors.map(normalise).forEach((selector) => {
      const target = (found[selector] ??= {});
      rule.walkDecls(/^(color|background|background-color)$/, ({prop, value}) => {
        const key = prop === 'color' ? 'color' : 'background';
        target[key] = solidColour(value) ?? target[key];
      });
    });
  });
  const background =
    found[innerCodeSelector]?.background ?? found[codeSelector]?.background ?? found[preSelector]?.background;
  const foreground = found[codeSelector]?.color ?? found[preSelector]?.color;
  if (!background || !foreground) {
    throw new Error(
      `Code highlighting: cannot find the block colours of a Prism theme (background ${background}, colour ${foreground}).`,
    );
  }
  return {background, foreground};
}

/** Prism's token colour if it meets WCAG AA on the background, else the nearest of its hue that does. */
export function readableTokenColour(value: string, background: string): string {
  let colour = colord(value.trim());
  const backdrop = colord(background);
  if (!colour.isValid() || colour.alpha() < 1 || colour.isReadable(backdrop)) {
    return value;
  }
  // WCAG AA for normal text (4.5:1), checked on the hex value that ends up in the CSS.
  while (!colour.isReadable(backdrop)) {
    colour = colord((backdrop.isDark() ? colour.lighten(0.01) : colour.darken(0.01)).toHex());
  }
  return colour.toHex();
}

/** A half-transparent white behind a token (Prism's Default and Coy): a white chip behind every `*`, `:` and `=`. */
function isTokenChip(property: string, value: string): boolean {
  const colour = colord(value.trim());
  const {r, g, b, a} = colour.toRgb();
  return property.startsWith('background') && colour.isValid() && r === 255 && g === 255 && b === 255 && a < 1;
}

/** One Prism theme as a scoped style sheet (compact, comments dropped). */
export function scopedThemeCss(id: string, source: string): string {
  const scope = themeScope(id);
  const {background, foreground} = themeColours(source);
  const highlightedLine = colord(background).isDark() ? 'rgb(255 255 255 / 12%)' : 'rgb(0 0 0 / 8%)';
  const output = [
    `${scope}{--prism-background-color:${background};--prism-color:${foreground};` +
      `--docusaurus-highlighted-code-line-bg:${highlightedLine}}`,
  ];
  /** The rule's declarations that `keep` accepts, under `selectors` scoped to the theme; '' when none are left. */
  const scopedRule = (
    rule: Rule,
    selectors: readonly string[],
    keep: (property: string, value: string) => boolean,
    adjust = (_property: string, value: string) => value,
  ) => {
    const declarations: string[] = [];
    rule.walkDecls(({prop, value, important}) => {
      if (keep(prop, value)) {
        declarations.push(`${prop}:${adjust(prop, value)}${important ? '!important' : ''}`);
      }
    });
    return selectors.length > 0 && declarations.length > 0
      ? `${selectors.map((selector) => `${scope} ${normalise(selector)}`).join(',')}{${declarations.join(';')}}`
      : '';
  };
  const convert = (rule: Rule): string => {
    const selectors = rule.selectors.filter((selector) => !excludedSelector.test(selector));
    const blockSelectors = selectors.filter(isBlockSelector);
    const selections = blockSelectors.filter((selector) => selectionSelector.test(selector));
    return [
      scopedRule(
        rule,
        selectors.filter((selector) => !isBlockSelector(selector)),
        (property, value) => colourProperties.has(property) && !isTokenChip(property, value),
        (property, value) => (property === 'color' ? readableTokenColour(value, background) : value),
      ),
      // On the block itself only text shadows stay (colours are the variables); selection colours stay too.
      scopedRule(rule, selections, (property) => colourProperties.has(property)),
      scopedRule(
        rule,
        blockSelectors.filter((selector) => !selections.includes(selector)),
        (property) => property === 'text-shadow',
      ),
    ].join('');
  };
  postcss.parse(source).each((node) => {
    if (node.type === 'rule') {
      output.push(convert(node));
    } else if (node.type === 'atrule' && node.name === 'media') {
      const inner = node.nodes?.map((child) => (child.type === 'rule' ? convert(child) : '')).join('');
      output.push(inner ? `@media ${node.params}{${inner}}` : '');
    }
  });
  return output.filter(Boolean).join('\n');
}

/** Set on <html> while a stored theme's style sheet loads at startup (see the plugin's inline script). */
export const pendingCodeThemeAttribute = 'data-code-theme-pending';

/**
 * The themes Auto uses, in the main CSS bundle so they never wait for a download. Where `blocking="render"` is not
 * honoured, code blocks stay invisible (space kept) while a stored theme's sheet loads, never showing wrong colours.
 */
export function criticalThemeCss(): string {
  return [
    ...Object.values(autoCodeThemes).map((id) => scopedThemeCss(id, readPrismThemeCss(id))),
    `:root[${pendingCodeThemeAttribute}] .theme-code-block{visibility:hidden}`,
  ].join('\n');
}
