import { AreaShell } from '../components/AreaShell/AreaShell';
import { AREA_PLANS } from './areas';
import { useRouteHandle } from './route-handle';

/** The page of an area still being built, titled by its route (so one screen serves several paths). */
export function ShellScreen() {
  const handle = useRouteHandle();
  const plan = handle ? AREA_PLANS[handle.screen] : undefined;
  return <AreaShell title={handle?.title ?? 'Summit Platform'} summary={plan?.summary} coming={plan?.coming} />;
}
