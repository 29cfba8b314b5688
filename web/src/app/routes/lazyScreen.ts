import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for modules that name their export, keeping one named component per file. */
export function lazyScreen<Name extends string>(
  load: () => Promise<{ [K in Name]: ComponentType }>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}
