// The REST authorization matrix (rest-matrix.ts) with co-owners invited to the page itself.
import { restMatrix } from './rest-matrix.js';

restMatrix('page');
