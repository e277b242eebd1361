// the co-owners module's public face for the modules whose pages notify their owners
export { copyCoOwners, pageOwners } from './page-owners.js';
