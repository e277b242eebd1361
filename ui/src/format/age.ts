/** A child's age (docs/product.md#languages-and-formats): the one rule, shared with the gateway's baby book. */
export { computeAge, formatAge, formatAgeAt, type Age } from '@cigogne/remote-contract/age.mjs';
