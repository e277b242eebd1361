/** How deep a GraphQL selection may nest. */
export const MAX_DEPTH = 10;
/** The complexity one operation may reach: one point per field, plus the cost of expensive fields. */
export const MAX_COMPLEXITY = 1000;
/**
 * Cost of a mutation that runs bcrypt or sends a mail (register, login, forgotPassword,
 * resetPassword): at most 3 of them fit in one operation, so aliases cannot multiply them.
 */
export const EXPENSIVE_MUTATION_COMPLEXITY = 300;
