/**
 * How many tokens a GraphQL document may hold, on every entry that parses one (/graphql POST and
 * GET, the live stream, the server rendering's queries): parsing stops there, so a document of
 * thousands of unused variables is refused before it holds the event loop. The product's largest
 * operation, with its fragments, and the explorer's introspection query hold a few hundred; an
 * operation at the complexity limit (MAX_COMPLEXITY fields, aliased) about 3 000.
 */
export const MAX_TOKENS = 5000;
/** How deep a GraphQL selection may nest. */
export const MAX_DEPTH = 10;
/** The complexity one operation may reach: one point per field, plus the cost of expensive fields. */
export const MAX_COMPLEXITY = 1000;
/**
 * Cost of a mutation that runs bcrypt or sends a mail (register, login, forgotPassword,
 * resetPassword): at most 3 of them fit in one operation, so aliases cannot multiply them.
 */
export const EXPENSIVE_MUTATION_COMPLEXITY = 300;
/**
 * Cost of a mutation that sends a mail and nothing costlier (reserving, cancelling a reservation,
 * replying to a contact request): 5 fit in one operation with their selections, a 6th goes over
 * MAX_COMPLEXITY, so the whole operation is refused (400) before any of them runs.
 */
export const MAIL_MUTATION_COMPLEXITY = 180;
