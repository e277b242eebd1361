import type { FormRule as Rule } from 'antd';
import type { Translate } from '@cigogne/ui/i18n/useT';
import { isHttpUrl } from '../data/httpUrl';
import type { WishlistsMessageId } from '../i18n/fr';

/** Limits of the gateway's item input (gateway/src/modules/wishlists/dto/wishlist.inputs.ts). */
export const ITEM_LIMITS = { title: 200, description: 2000, url: 2000, maxPrice: 1_000_000 } as const;

/** The item form's rules (docs/product.md#validation): title required, price ≥ 0 with two decimals, http(s) links. */
export function itemRules(t: Translate<WishlistsMessageId>) {
  const httpUrl: Rule = {
    validator: async (_, value?: string) => {
      if (value && value.trim() && !isHttpUrl(value.trim())) throw new Error(t('wishlists.item.form.urlInvalid'));
    },
  };
  return {
    title: [
      { required: true, whitespace: true, message: t('errors.validation.required') },
      { max: ITEM_LIMITS.title, message: t('errors.validation.maxLength') },
    ] satisfies Rule[],
    price: [
      {
        validator: async (_, value?: number | null) => {
          if (value === null || value === undefined) return;
          if (value < 0) throw new Error(t('wishlists.item.form.priceMin'));
          if (value > ITEM_LIMITS.maxPrice) throw new Error(t('errors.validation.max'));
          if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) throw new Error(t('wishlists.item.form.priceStep'));
        },
      },
    ] satisfies Rule[],
    description: [{ max: ITEM_LIMITS.description, message: t('errors.validation.maxLength') }] satisfies Rule[],
    url: [httpUrl, { max: ITEM_LIMITS.url, message: t('errors.validation.maxLength') }] satisfies Rule[],
    /** docs/product.md#validation: the image address is optional (a book has none: the owner may upload a photo). */
    image: [httpUrl, { max: ITEM_LIMITS.url, message: t('errors.validation.maxLength') }] satisfies Rule[],
  };
}

/** A trimmed text, or null when blank: empty values are sent as absent (docs/product.md#validation). */
export const textOrNull = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);
