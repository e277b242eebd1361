// The REST authorization matrix (rest-matrix.ts) with the co-owner and the removed one as the
// owner's co-parents (docs/product.md#co-parents): the same rights, from one invitation for all pages.
import { restMatrix } from './rest-matrix.js';

restMatrix('coParent');
