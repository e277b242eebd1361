import { readFileSync } from 'node:fs';
import path from 'node:path';
import { breakingChanges, deprecationProblems, unrecordedBreakingChanges } from '../src/schema-changes/breaking-changes';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const published = `
type Query {
  wishlist(id: ID!): Wishlist
  oldCount: Int @deprecated(reason: "Use Wishlist.itemCount.")
}
type Wishlist {
  id: ID!
  title: String!
}
`;
const withoutOldCount = published.replace(/ {2}oldCount.*\n/, '');

describe('the GraphQL schema evolves without breaking clients', () => {
  it('graphql/schema.graphql breaks nothing of the published schema that docs/api-changes.md does not record', async () => {
    const unrecorded = await unrecordedBreakingChanges(
      read('graphql/schema.published.graphql'),
      read('graphql/schema.graphql'),
      read('docs/api-changes.md'),
    );
    // a breaking change: deprecate first (docs/api-changes.md#policy), record the removal with its deprecation date, or run `npm run schema:publish` once released
    expect(unrecorded).toEqual([]);
  });

  it('a removed field is a breaking change; an added one is not', async () => {
    expect(await breakingChanges(published, withoutOldCount)).toEqual([
      { path: 'Query.oldCount', message: expect.stringContaining('oldCount') },
    ]);
    expect(await breakingChanges(published, published.replace('title: String!', 'title: String!\n  date: String'))).toEqual([]);
  });

  it('fails on an unrecorded breaking change, passes once it is recorded with its deprecation date', async () => {
    expect(await unrecordedBreakingChanges(published, withoutOldCount, '# API changes\n')).toHaveLength(1);
    // a line without its deprecation date records nothing
    expect(await unrecordedBreakingChanges(published, withoutOldCount, '- `Query.oldCount` removed\n')).toHaveLength(1);
    const recorded = '- `Query.oldCount` deprecated 2026-05-01, removed 2026-11-01: use `Wishlist.itemCount`.\n';
    expect(await unrecordedBreakingChanges(published, withoutOldCount, recorded)).toEqual([]);
  });

  it('a field made non-null in an argument breaks clients too', async () => {
    const changes = await breakingChanges(published, published.replace('wishlist(id: ID!)', 'wishlist(id: ID!, slug: String!)'));
    expect(changes.map((c) => c.path)).toEqual(['Query.wishlist.slug']);
  });

  it('every deprecation of graphql/schema.graphql gives its reason and is announced in docs/api-changes.md', () => {
    expect(deprecationProblems(read('graphql/schema.graphql'), read('docs/api-changes.md'))).toEqual([]);
  });

  it('a deprecation without a reason, or not announced, is refused', () => {
    const bare = published.replace('@deprecated(reason: "Use Wishlist.itemCount.")', '@deprecated');
    const announced = '- `Query.oldCount` deprecated 2026-05-01: use `Wishlist.itemCount`.\n';
    expect(deprecationProblems(published, '')).toEqual([
      'Query.oldCount: deprecated, but not announced in docs/api-changes.md with its date',
    ]);
    expect(deprecationProblems(bare, announced)).toEqual(['Query.oldCount: @deprecated needs a reason naming what to use instead']);
    expect(deprecationProblems(published, announced)).toEqual([]);
  });
});
