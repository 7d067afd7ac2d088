/**
 * Theme code only some pages show (code blocks, admonitions) stays out of the main bundle. A page that shows one
 * imports its module (src/plugins/loading/remarkPageThemeImports.ts), which registers its component here, so the page
 * renders it at once, during hydration too. Elsewhere it loads on first render and suspends with no fallback: React
 * keeps what is on screen until the code arrives. See src/plugins/loading/README.md.
 */
import {lazy, useState, type ComponentType, type ReactNode} from 'react';

/** The modules that theme wrappers load only where used, by the name both sides agree on. */
export type ThemeModuleName = 'CodeBlockBody' | 'Admonition';

const registered = new Map<ThemeModuleName, ComponentType<never>>();

/** Called by a theme module when it runs: from then on every wrapper renders it without suspending. */
export function register<Props>(name: ThemeModuleName, component: ComponentType<Props>): ComponentType<Props> {
  registered.set(name, component as ComponentType<never>);
  return component;
}

/** A component that renders the registered module, or loads it with `load` (an `import()`) where none is. */
export function whenUsed<Props extends object>(
  name: ThemeModuleName,
  load: () => Promise<{readonly default: ComponentType<Props>}>,
): ComponentType<Props> {
  const Lazy = lazy(load);
  return function WhenUsed(props: Props): ReactNode {
    // Chosen once per instance: switching between the two would remount the component.
    const [Component] = useState(() => (registered.get(name) as ComponentType<Props> | undefined) ?? Lazy);
    return <Component {...props} />;
  };
}
