import { MODULES, type ModuleFlag, type ModuleName } from '@portal/domain';
import type { ModuleConfigurationDto } from '@portal/contracts';

export interface ModuleAccessRow {
  flag: ModuleFlag;
  module: ModuleName;
  label: string;
  on: boolean;
  /** False when the parent lacks the module: a sub-agent can never get it. */
  available: boolean;
}

/** One switch per module, in the registry's order. */
export function moduleAccessRows(
  configuration: ModuleConfigurationDto,
  parent: ModuleConfigurationDto,
): ModuleAccessRow[] {
  return MODULES.map(({ flag, name, label }) => ({
    flag,
    module: name,
    label,
    available: parent[flag],
    // A module the parent lost stays off whatever the sub-agent's own flag says.
    on: parent[flag] && configuration[flag],
  }));
}

/** How many modules the sub-agent would have on after flipping `flag` to `on`. */
export function enabledCountAfter(rows: readonly ModuleAccessRow[], flag: ModuleFlag, on: boolean): number {
  return rows.filter((r) => (r.flag === flag ? on : r.on)).length;
}
