import { useReserveWishlistItemMutation } from '@cigogne/graphql/wishlists';
import { useApolloClient } from '@cigogne/ui/apollo/facade';
import { toAppError } from '@cigogne/ui/errors/appError';
import { formatEuros } from '@cigogne/ui/format/money';
import { Form } from 'antd';
import { useState } from 'react';
import type { WishlistItemView } from '../data/wishlistView';
import { textOrNull } from '../forms/itemRules';
import { useWishlistsT } from '../i18n/useWishlistsT';

export interface ReservationValues {
  name: string;
  email: string;
  isAnonymous: boolean;
  message: string;
  quantity: number;
  amount: number | null;
}

export type ReservedItem = Pick<
  WishlistItemView,
  'id' | 'title' | 'quantity' | 'reservedQuantity' | 'groupGift' | 'fundedAmount' | 'price'
>;

/**
 * The guest's reservation of `item`: what is left (units, or euros of a group gift) and whether the
 * share asked passes it, the sentence that says so, and sending it. Success keeps the address the
 * cancel link went to; alreadyReserved (someone was faster) or more than is left refreshes the list.
 */
export function useReservation(wishlistId: string, item: ReservedItem) {
  const t = useWishlistsT();
  const client = useApolloClient();
  const [form] = Form.useForm<ReservationValues>();
  const [reserve, { loading, error }] = useReserveWishlistItemMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // `item` follows the list (refetched on a refusal, or live), so what is left is never stale
  const unitsLeft = item.quantity - item.reservedQuantity;
  const euroLeft = Math.round(((item.price ?? 0) - item.fundedAmount) * 100) / 100;
  const asked = Form.useWatch(item.groupGift ? 'amount' : 'quantity', form);
  const over = typeof asked === 'number' && asked > (item.groupGift ? euroLeft : unitsLeft);
  // the field's own sentence says how much is left; "more than left" needs no banner above it
  const shownError = error && toAppError(error).fieldErrors.some((f) => f.message === 'validation.moreThanLeft') ? null : error;
  const leftSentence = item.groupGift
    ? t(over ? 'wishlists.reserve.amountOver' : 'wishlists.reserve.amountHelp', { left: formatEuros(euroLeft) })
    : t(unitsLeft <= 0 ? 'wishlists.reserve.noneLeft' : over ? 'wishlists.reserve.quantityOver' : 'wishlists.reserve.quantityHelp', {
        left: unitsLeft,
      });
  const share = (values: ReservationValues) =>
    item.groupGift ? { amount: values.amount } : item.quantity > 1 ? { quantity: values.quantity } : {};

  const finish = async (values: ReservationValues) => {
    const email = values.email.trim();
    const input = {
      name: values.name.trim(),
      email,
      isAnonymous: values.isAnonymous,
      message: textOrNull(values.message),
      ...share(values),
    };
    try {
      await reserve({ variables: { wishlistId, itemId: item.id, input } });
      setSentTo(email);
    } catch (failure) {
      const { type } = toAppError(failure);
      if (type === 'alreadyReserved' || type === 'invalidForm') await client.refetchQueries({ include: ['Wishlist'] });
    }
  };
  return { form, finish, loading, sentTo, shownError, left: { unitsLeft, euroLeft, over, sentence: leftSentence } };
}
export type Reservation = ReturnType<typeof useReservation>;
