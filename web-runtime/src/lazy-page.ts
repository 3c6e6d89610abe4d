import { lazy, type ComponentType } from 'react';
import type { RemotePage } from './remote-contract';

/**
 * A page in its own chunk: lazy for navigation, plus `load()` for the shell's first page, which is
 * loaded before hydration so that the server's HTML answers clicks as soon as it hydrates (a lazy page
 * would leave its part of the HTML inert until its chunk arrives).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): RemotePage {
  return Object.assign(lazy(load), { load: () => load().then((module) => module.default) });
}
