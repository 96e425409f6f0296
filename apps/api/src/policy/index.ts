/**
 * Object-level authorization in one place. Services load the object, then ask here whether the
 * caller may read or change it; refusals of someone else's object are 404, role refusals 403.
 */
export * from './policy.ts';
export * from './sql.ts';
export * from './sub-agents.ts';
export * from './branch-view.ts';
