import type { ownerFr } from './owner.fr';

export const ownerEn: Record<keyof typeof ownerFr, string> = {
  'wishlists.list.title': 'My birth lists',
};
