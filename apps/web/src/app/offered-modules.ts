import { MODULES, isEnabled, type ModuleEntry, type PartialConfiguration } from '@portal/domain';
import { featureRoutes } from './routes';

const BUILT_PATHS: ReadonlySet<string> = new Set(featureRoutes.map((route) => route.path));

/**
 * The modules an agent can actually use: its flag is on and the module's pages are part of this
 * build (its home route is registered). Texts that advertise modules - the welcome dialog, the home
 * promotions - list only these (issue 17).
 */
export function offeredModules(
  configuration: PartialConfiguration,
  builtPaths: ReadonlySet<string> = BUILT_PATHS,
): ModuleEntry[] {
  return MODULES.filter((m) => isEnabled(configuration, m.flag) && builtPaths.has(m.home));
}
