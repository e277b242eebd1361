import path from 'node:path';
import { REPO_ROOT } from '../config.js';

/** Where the example list's item pictures live (committed; `npm run example-items:make -w gateway` draws them). */
export const EXAMPLE_ITEMS_DIR = path.join(REPO_ROOT, 'gateway', 'assets', 'example-items');

/** The address an example item's picture is answered at, on this server (the static router serves the folder). */
export const exampleItemPicture = (stem: string) => `/example-items/${stem}.jpg`;
