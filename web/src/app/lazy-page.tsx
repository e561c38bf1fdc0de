import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from '../layout/PageLoader';

/**
 * A screen whose code is loaded when it is first shown: the first bundle carries only the shell,
 * so a deep link (e.g. a results graph) evaluates little before its own screen asks for data.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
