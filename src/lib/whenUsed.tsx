/**
 * A theme component whose code is not in the main bundle: pages that show one import that code
 * (src/plugins/page-theme-imports does this for Markdown), so it has loaded before the page hydrates and renders
 * at once. Anywhere else it loads on first render; until then its server HTML stays in place.
 */
import {lazy, Suspense, useState} from 'react';
import type {ComponentType, ReactNode} from 'react';

type Module<Props> = {readonly default: ComponentType<Props>};

/**
 * @param load `() => import(...)` of the code that renders it
 * @param moduleId `require.resolveWeak(...)` of the same module: its id, without making it a dependency
 */
export function whenUsed<Props extends object>(
  load: () => Promise<Module<Props>>,
  moduleId: string | number,
): ComponentType<Props> {
  const Lazy = lazy(load);
  const loadedComponent = (): ComponentType<Props> | undefined =>
    typeof __webpack_modules__ === 'object' && moduleId in __webpack_modules__
      ? (__webpack_require__(moduleId) as Module<Props>).default
      : undefined;
  return function WhenUsed(props: Props): ReactNode {
    // Chosen once per instance: switching between the two would remount the component.
    const [Component] = useState(() => loadedComponent() ?? Lazy);
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
