import { modules } from '../modules/index.js';

/** Every entity, from the modules' list: explicit discovery works the same from src/, dist/ and jest. */
export const entities = modules.flatMap((m) => m.entities);
