import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {colord, extend} from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import namesPlugin from 'colord/plugins/names';
import postcss from 'postcss';
import {describe, expect, it} from 'vitest';
import {codeThemes, criticalThemeCss, readPrismThemeCss, scopedThemeCss, themeColours, themeScope} from './themes';

extend([namesPlugin, a11yPlugin]);

/** What each Prism theme paints behind code, read by hand from prismjs/themes/*.css. */
const prismBackgrounds: Readonly<Record<string, string>> = {
  prism: '#f5f2f0',
  'prism-dark': 'hsl(30, 20%, 25%)',
  'prism-funky': 'black',
  'prism-okaidia': '#272822',
  'prism-twilight': 'hsl(0, 0%, 8%)',
  'prism-coy': '#fdfdfd',
  'prism-solarizedlight': '#fdf6e3',
  'prism-tomorrow': '#2d2d2d',
};

/** `.token` selector → colour, for rules outside at-rules, as a style sheet sets them (later rules win). */
function tokenColours(css: string, stripPrefix = ''): Map<string, string> {
  const colours = new Map<string, string>();
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule') {
      return;
    }
    rule.walkDecls('color', (declaration) => {
      rule.selectors
        .map((selector) => selector.replace(stripPrefix, '').replace(/\s+/g, ' ').trim())
        .filter((selector) => selector.includes('.token') && !/:not\(pre\)|diff-highlight|line-/.test(selector))
        .forEach((selector) => colours.set(selector, declaration.value));
    });
  });
  return colours;
}

describe('codeThemes', () => {
  it('lists the eight themes of Prism catalogue with their titles', () => {
    expect(codeThemes().map(({title}) => title)).toEqual([
      'Default',
      'Dark',
      'Funky',
      'Okaidia',
      'Twilight',
      'Coy',
      'Solarized Light',
      'Tomorrow Night',
    ]);
  });
});

describe('scopedThemeCss', () => {
  for (const {id, title} of codeThemes()) {
    describe(title, () => {
      const source = readPrismThemeCss(id);
      const scoped = scopedThemeCss(id, source);
      const scope = themeScope(id);

      it('paints the block with the background Prism paints behind code', () => {
        expect(themeColours(source).background).toBe(prismBackgrounds[id]);
        expect(scoped).toContain(`--prism-background-color:${prismBackgrounds[id]};`);
      });

      it('scopes every rule to the theme and to code blocks', () => {
        postcss.parse(scoped).walkRules((rule) => {
          rule.selectors.forEach((selector) => expect(selector.startsWith(`${scope}`), selector).toBe(true));
        });
      });

      it('keeps no declaration that changes layout', () => {
        const properties = new Set<string>();
        postcss.parse(scoped).walkDecls((declaration) => {
          properties.add(declaration.prop);
        });
        [...properties]
          .filter((property) => !property.startsWith('--'))
          .forEach((property) =>
            expect(property).toMatch(
              /^(color|background(-color)?|text-shadow|opacity|font-style|font-weight|text-decoration|cursor)$/,
            ),
          );
      });

      it('keeps every token colour of Prism original that meets WCAG AA, and darkens or lightens the rest until they do', () => {
        const original = tokenColours(source);
        const kept = tokenColours(scoped, scope);
        const background = colord(prismBackgrounds[id] ?? '');
        expect(original.size).toBeGreaterThan(5);
        original.forEach((colour, selector) => {
          const token = colord(colour);
          const keptColour = colord(kept.get(selector) ?? '');
          if (!token.isValid() || token.alpha() < 1 || token.isReadable(background)) {
            expect(kept.get(selector), selector).toBe(colour);
          } else {
            expect(keptColour.isReadable(background), `${selector} ${colour} → ${kept.get(selector)}`).toBe(true);
            // Hex rounding moves the hue of near-greys a little; a grey's hue carries no meaning anyway.
            const hueShift = Math.abs(keptColour.hue() - token.hue());
            expect(hueShift < 3 || token.toHsl().s < 25, `${selector} keeps its hue (moved ${hueShift}°)`).toBe(true);
          }
        });
      });

      it('passes WCAG AA contrast for every opaque token colour', () => {
        const background = colord(/--prism-background-color:([^;]+);/.exec(scoped)?.[1] ?? '');
        expect(background.isValid()).toBe(true);
        tokenColours(scoped, scope).forEach((colour, selector) => {
          const token = colord(colour);
          if (token.isValid() && token.alpha() === 1) {
            expect(token.isReadable(background), `${selector} ${colour}`).toBe(true);
          }
        });
      });
    });
  }

  it('draws no white chip behind operators: Default and Coy keep their token colours, not their half-white backgrounds', () => {
    for (const id of ['prism', 'prism-coy']) {
      const source = readPrismThemeCss(id);
      expect(source, id).toMatch(/background: (hsla\(0, 0%, 100%, \.5\)|rgba\(255, 255, 255, 0\.5\))/);
      const css = scopedThemeCss(id, source);
      const operatorRules = postcss
        .parse(css)
        .nodes.filter(
          (node): node is postcss.Rule => node.type === 'rule' && node.selector.includes('.token.operator'),
        );
      expect(operatorRules.length, id).toBeGreaterThan(0);
      for (const rule of operatorRules) {
        expect(rule.toString(), id).toMatch(/color:/);
        expect(rule.toString(), id).not.toMatch(/background/);
      }
    }
  });

  it('applies Default and Tomorrow Night for Auto in light and dark mode, and Default without an attribute', () => {
    expect(themeScope('prism')).toContain('[data-code-theme="auto"]:not([data-theme="dark"])');
    expect(themeScope('prism')).toContain(':not([data-code-theme])');
    expect(themeScope('prism-tomorrow')).toContain('[data-code-theme="auto"][data-theme="dark"]');
    expect(themeScope('prism-okaidia')).toBe(':root:is([data-code-theme="prism-okaidia"]) .theme-code-block');
  });
});

describe('first-load CSS', () => {
  it('grows by at most 4 KB gzip: Auto themes plus the code block and picker styles', () => {
    const added = [
      criticalThemeCss(),
      readFileSync('src/components/CodeThemePicker/styles.module.css', 'utf8'),
      readFileSync('src/theme/CodeBlock/Content/styles.module.css', 'utf8'),
    ].join('\n');
    expect(gzipSync(added).length).toBeLessThanOrEqual(4096);
  });

  it('holds only the two themes Auto uses', () => {
    const critical = criticalThemeCss();
    expect(critical).toContain('[data-code-theme="prism"]');
    expect(critical).toContain('[data-code-theme="prism-tomorrow"]');
    expect(critical).not.toContain('prism-okaidia');
  });
});
