import type { ApiDescription } from '../../openapi/operation.js';
import { arrayOf, integer, object, ref, string } from '../../openapi/schema.js';
import {
  ItemInput,
  ItemPatchInput,
  ReserveInput,
  ThankNoteInput,
  ThanksInput,
  WishlistCreateInput,
  WishlistPatchInput,
} from './dto/wishlist.inputs.js';
import { wishlistSchemas } from './wishlist.schemas.js';

const list = '/wishlists/{id}';
const item = `${list}/items/{itemId}`;

/** The REST routes of wishlist.routes.ts, for the OpenAPI document. */
export const wishlistsApi: ApiDescription = {
  schemas: wishlistSchemas,
  operations: [
    {
      method: 'get',
      path: '/wishlists',
      summary: "The caller's lists, with counts",
      access: 'user',
      ok: [200, arrayOf(ref('WishlistSummary'))],
    },
    { method: 'get', path: '/wishlists/example', summary: 'An example list', access: 'none', ok: [200, ref('Wishlist')] },
    { method: 'get', path: list, summary: 'One list with its items', access: 'optional', ok: [200, ref('Wishlist')] },
    { method: 'post', path: '/wishlists', summary: 'Create a list', access: 'user', body: WishlistCreateInput, ok: [201, ref('Wishlist')] },
    {
      method: 'patch',
      path: list,
      summary: 'Change a list',
      access: 'user',
      body: WishlistPatchInput,
      partial: true,
      ok: [200, ref('Wishlist')],
    },
    {
      method: 'post',
      path: `${item}/photo`,
      summary: "Upload the item's photo (JPEG, PNG, WebP or HEIC), replacing the one before",
      access: 'user',
      form: object({ file: { type: 'string', contentMediaType: 'application/octet-stream' } }),
      ok: [201, ref('WishlistItem')],
      errors: [400, 413, 415, 422],
    },
    { method: 'delete', path: `${item}/photo`, summary: "Remove the item's photo", access: 'user', ok: [200, ref('WishlistItem')] },
    { method: 'delete', path: list, summary: 'Delete a list', access: 'user', ok: [204] },
    {
      method: 'get',
      path: `${list}/stats`,
      summary: 'Items by price band',
      access: 'user',
      ok: [200, arrayOf(object({ band: string, available: integer, reserved: integer }))],
    },
    {
      method: 'get',
      path: `${list}/reservations.csv`,
      summary: 'The reservations, as CSV',
      access: 'user',
      ok: [200, { type: 'string' }, 'text/csv'],
    },
    { method: 'post', path: `${list}/items`, summary: 'Add an item', access: 'user', body: ItemInput, ok: [201, ref('WishlistItem')] },
    {
      method: 'patch',
      path: item,
      summary: 'Change an item',
      access: 'user',
      body: ItemPatchInput,
      partial: true,
      ok: [200, ref('WishlistItem')],
    },
    { method: 'delete', path: item, summary: 'Delete an item', access: 'user', ok: [204] },
    { method: 'get', path: `${item}/link`, summary: "Redirect to the item's shop", access: 'none', ok: [302] },
    {
      method: 'post',
      path: `${item}/reserve`,
      summary: 'Reserve units of an item, or pledge toward a group gift',
      access: 'optional',
      body: ReserveInput,
      ok: [201, ref('WishlistItem')],
      errors: [403, 409, 429],
    },
    { method: 'delete', path: `${item}/reservation`, summary: 'Cancel every reservation of the item (owner)', access: 'user', ok: [204] },
    {
      method: 'delete',
      path: `${item}/reservations/{reservationId}`,
      summary: 'Cancel one reservation (owner)',
      access: 'user',
      ok: [204],
    },
    {
      method: 'patch',
      path: `${item}/reservations/{reservationId}`,
      summary: 'Mark a reservation thanked (owner)',
      access: 'user',
      body: ThanksInput,
      ok: [200, ref('Reservation')],
    },
    {
      method: 'post',
      path: `${item}/reservations/{reservationId}/thanks`,
      summary:
        "Mail the guest a thank-you note and mark them thanked (owner, co-owners); 409 when a note was sent or the guest's e-mail is no longer kept",
      access: 'user',
      body: ThankNoteInput,
      ok: [200, ref('Reservation')],
      errors: [409, 429],
    },
    {
      method: 'post',
      path: `${list}/thanks`,
      summary:
        'Queue a thank-you note to each guest not yet thanked whose e-mail is kept, {name} replaced by their name (owner, co-owners)',
      access: 'user',
      body: ThankNoteInput,
      ok: [202, object({ queued: integer })],
    },
    {
      // the guest's cancel link: `token` stands in the item's place (one path template for both)
      method: 'get',
      path: `${item}/reservation`,
      summary: "A guest's reservation, by the token of their cancel link (itemId: the token)",
      access: 'none',
      ok: [200, object({ item: object({ title: string }), wishlist: object({ title: string }) })],
    },
    {
      method: 'delete',
      path: `${item}/reservation/cancel`,
      summary: 'A guest cancels, by the token of their link (itemId: the token)',
      access: 'none',
      ok: [204],
    },
  ],
};
