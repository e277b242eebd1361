import type { guestFr } from './guest.fr';

export const guestEn: Record<keyof typeof guestFr, string> = {
  'wishlists.view.loading': 'Loading the list…',
};
