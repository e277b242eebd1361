import { groupItems } from '../data/itemGroups';
import { itemLinkHref } from '../data/itemLink';

const item = (id: string, category: string | null, isReserved = false) =>
  ({ id, category, isReserved }) as never as {
    id: string;
    category: null;
    isReserved: boolean;
  };

it('groups in the order of docs/product.md#items-and-categories, uncategorized last, reserved after available in each group, server order kept otherwise', () => {
  const groups = groupItems([
    item('a', 'other'),
    item('b', 'hygiene', true),
    item('c', null),
    item('d', 'hygiene'),
    item('e', 'hygiene', true),
    item('f', 'hygiene'),
    item('g', 'bedroom'),
  ]);
  expect(groups.map((g) => [g.key, g.items.map((i) => i.id)])).toEqual([
    ['hygiene', ['d', 'f', 'b', 'e']],
    ['bedroom', ['g']],
    ['other', ['a']],
    ['uncategorized', ['c']],
  ]);
});

it('drops reserved items and emptied groups with the only-unreserved filter', () => {
  const groups = groupItems([item('a', 'meal', true), item('b', 'hygiene'), item('c', 'hygiene', true)], true);
  expect(groups.map((g) => [g.key, g.items.map((i) => i.id)])).toEqual([['hygiene', ['b']]]);
});

it('puts an unknown category in the uncategorized group', () => {
  expect(groupItems([item('a', 'transport')]).map((g) => g.key)).toEqual(['uncategorized']);
});

it("links through the gateway for a public list, to the item's url otherwise, nowhere without one", () => {
  const withUrl = { id: 'i 1', url: 'https://shop.example/x', hasUrl: true };
  expect(itemLinkHref({ id: 'w1', visibility: 'public' }, withUrl)).toBe('/api/wishlists/w1/items/i%201/link');
  expect(itemLinkHref({ id: 'w1', visibility: 'private' }, withUrl)).toBe('https://shop.example/x');
  expect(itemLinkHref({ id: 'w1', visibility: 'public' }, { id: 'i2', url: null, hasUrl: false })).toBeNull();
});
