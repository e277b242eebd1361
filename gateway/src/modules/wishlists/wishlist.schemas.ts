import { Visibility } from '../../common/enums.js';
import { arrayOf, boolean, dateTime, decimal, integer, nullable, object, oneOf, ref, string, uuid } from '../../openapi/schema.js';
import { ItemCategory, WishlistStatus } from './wishlist.enums.js';

const text = nullable(string);

/** The answers of wishlist.view.ts, in JSON Schema (components of the OpenAPI document). */
export const wishlistSchemas = {
  /** One reservation, as its list's owner sees it (never the guest's e-mail). */
  Reservation: object({
    id: uuid,
    name: text,
    message: text,
    isAnonymous: boolean,
    // units reserved; null for a pledge toward a group gift
    quantity: nullable(integer),
    amount: nullable(decimal(2)),
    reservedAt: dateTime,
    thankedAt: nullable(dateTime),
    language: oneOf('fr', 'en'),
    // a thank-you note can still be mailed: the guest's e-mail is kept (never the address)
    emailKept: boolean,
    thankNoteAt: nullable(dateTime),
  }),
  WishlistItem: object(
    {
      id: uuid,
      title: string,
      price: nullable(decimal(2)),
      category: nullable(oneOf(...Object.values(ItemCategory))),
      image: text,
      // the photo the owner uploaded, shown before `image`
      photo: nullable(ref('Photo')),
      url: text,
      hasUrl: boolean,
      description: text,
      quantity: integer,
      reservedQuantity: integer,
      groupGift: boolean,
      fundedAmount: decimal(2),
      mostWanted: boolean,
      boughtElsewhere: boolean,
      isReserved: boolean,
      reservedBy: nullable(object({ name: text, message: text, isAnonymous: boolean })),
      reservedAt: nullable(dateTime),
      receivedAt: nullable(dateTime),
      // the owner's answer only: a visitor's has no such key
      reservations: arrayOf(ref('Reservation')),
      createdAt: dateTime,
      updatedAt: dateTime,
    },
    ['reservations'],
  ),
  WishlistSummary: object({
    id: uuid,
    _id: uuid,
    title: string,
    description: text,
    date: nullable(dateTime),
    visibility: oneOf(...Object.values(Visibility)),
    themeColor: string,
    cover: text,
    status: oneOf(...Object.values(WishlistStatus)),
    parents: arrayOf(string),
    isMine: boolean,
    prediction: nullable(object({ id: uuid, firstName: string })),
    createdAt: dateTime,
    updatedAt: dateTime,
    itemCount: integer,
    reservedCount: integer,
    unitCount: integer,
    reservedUnits: integer,
    pledgeCount: integer,
  }),
  Wishlist: {
    allOf: [ref('WishlistSummary'), object({ items: arrayOf(ref('WishlistItem')) })],
  },
};
