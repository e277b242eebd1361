import { formatEuros } from '@cigogne/ui/format/money';
import { islandButton, islandField, type IslandField } from '@cigogne/ui/islands/fields';
import type { IslandT } from '@cigogne/ui/islands/messages';
import { openModal } from '@cigogne/ui/islands/modal';
import { RESERVE_LIMITS, eurosLeft, unitsLeft, type ReservableItem } from '../data/reservation';

/** What the dialog asks of the page: the list's current item (after a refusal), and a refresh once reserved. */
export interface ReserveDeps {
  wishlistId: string;
  t: IslandT;
  /** The item as the server has it now (after someone else took units), or null when it is gone. */
  reload: (itemId: string) => Promise<ReservableItem | null>;
  /** The page read again (the item shows reserved). */
  refresh: () => Promise<unknown>;
  /** What gets the focus back when the opener was replaced by a refresh. */
  refocus: () => HTMLElement | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "12,50" or "12.5" to 12.5; NaN for anything else. */
const parseAmount = (text: string) => (/^\d+([.,]\d{1,2})?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : NaN);

/**
 * The guest's reservation, as the app's ReservationDialog (docs/product.md#reservations), in plain
 * DOM: name and e-mail required, anonymity and a message optional, how many units of an item of
 * several or the amount pledged toward a group gift. More than is left is refused with a message
 * (never lowered in silence) and nothing is reserved; when the server refuses because someone else
 * took units meanwhile, what is left is read again and said in one sentence.
 */
export function openReserveDialog(opener: HTMLElement, initial: ReservableItem, deps: ReserveDeps): void {
  const { t } = deps;
  let item = initial;
  let done = false;
  const modal = openModal(
    t(item.groupGift ? 'wishlists.reserve.contributeTitle' : 'wishlists.reserve.title', { title: item.title }),
    opener,
    () => {
      if (done) void deps.refresh();
    },
    deps.refocus,
  );
  const form = document.createElement('form');
  form.noValidate = true;
  const intro = document.createElement('p');
  intro.className = 'cg-muted';
  intro.textContent = t('wishlists.reserve.intro');
  form.append(intro);
  if (item.groupGift) {
    const notice = document.createElement('p');
    notice.className = 'wl-pledge-notice';
    notice.textContent = t('wishlists.reserve.pledgeNotice');
    form.append(notice);
  }
  const banner = document.createElement('p');
  banner.className = 'island-banner';
  banner.setAttribute('role', 'alert');
  banner.hidden = true;
  form.append(banner);

  const several = !item.groupGift && item.quantity > 1;
  const amount = item.groupGift ? islandField('input', t('wishlists.reserve.amount'), { inputmode: 'decimal' }, undefined, 'short') : null;
  const quantity = several
    ? islandField('input', t('wishlists.reserve.quantity'), { inputmode: 'numeric', value: '1' }, undefined, 'short')
    : null;
  const name = islandField('input', t('wishlists.reserve.name'), {
    type: 'text',
    autocomplete: 'name',
    maxlength: String(RESERVE_LIMITS.name),
  });
  const email = islandField(
    'input',
    t('wishlists.reserve.email'),
    { type: 'email', autocomplete: 'email', inputmode: 'email' },
    t('wishlists.reserve.emailHelp'),
  );
  const anonymous = islandField('input', t('wishlists.reserve.anonymous'), { type: 'checkbox' }, undefined, 'check');
  const message = islandField('textarea', t('wishlists.reserve.message'), { rows: '3', maxlength: String(RESERVE_LIMITS.message) });
  const showLeft = () => {
    amount?.setHelp(t('wishlists.reserve.amountHelp', { left: formatEuros(eurosLeft(item)) }));
    quantity?.setHelp(t('wishlists.reserve.quantityHelp', { left: unitsLeft(item) }));
  };
  showLeft();
  for (const field of [amount, quantity, name, email, anonymous, message]) if (field) form.append(field.wrapper);
  // Enter in a field submits, as in any form
  const hiddenSubmit = document.createElement('button');
  hiddenSubmit.type = 'submit';
  hiddenSubmit.hidden = true;
  form.append(hiddenSubmit);
  modal.body.append(form);

  const cancel = islandButton(t('common.cancel'));
  cancel.addEventListener('click', modal.close);
  const submit = islandButton(t(item.groupGift ? 'wishlists.reserve.contributeSubmit' : 'wishlists.reserve.submit'), true);
  submit.addEventListener('click', () => form.requestSubmit());
  modal.footer.append(cancel, submit);
  (amount ?? quantity ?? name).control.focus();

  /** The fields' errors, none when the form may be sent. */
  const validate = (): boolean => {
    const required = t('errors.validation.required');
    const checks: Array<[IslandField | null, string | null]> = [
      [
        amount,
        !amount
          ? null
          : !amount.control.value.trim()
            ? required
            : !(parseAmount(amount.control.value) >= 1)
              ? t('errors.validation.min')
              : parseAmount(amount.control.value) > eurosLeft(item)
                ? t('wishlists.reserve.amountOver', { left: formatEuros(eurosLeft(item)) })
                : null,
      ],
      [
        quantity,
        !quantity
          ? null
          : !/^\d+$/.test(quantity.control.value.trim()) || Number(quantity.control.value) < 1
            ? t('errors.validation.min')
            : Number(quantity.control.value) > unitsLeft(item)
              ? t('wishlists.reserve.quantityOver', { left: unitsLeft(item) })
              : null,
      ],
      [name, !name.control.value.trim() ? required : null],
      [
        email,
        !email.control.value.trim()
          ? required
          : !EMAIL.test(email.control.value.trim())
            ? t('errors.validation.email')
            : email.control.value.trim().length > RESERVE_LIMITS.email
              ? t('errors.validation.maxLength')
              : null,
      ],
    ];
    for (const [field, error] of checks) field?.setError(error);
    const invalid = checks.find(([field, error]) => field && error);
    invalid?.[0]?.control.focus();
    return !invalid;
  };

  /** Someone else took units (or all of it) meanwhile: what is left now, in one sentence. */
  const tookMeanwhile = async () => {
    const fresh = await deps.reload(item.id).catch(() => null);
    if (fresh) item = fresh;
    showLeft();
    const left = item.groupGift ? eurosLeft(item) : unitsLeft(item);
    banner.textContent =
      !fresh || left <= 0
        ? t('errors.alreadyReserved')
        : item.groupGift
          ? t('wishlists.reserve.fundedMeanwhile', { left: formatEuros(left) })
          : t('wishlists.reserve.takenMeanwhile', { left });
    banner.hidden = false;
  };

  const succeed = (sentTo: string) => {
    done = true;
    modal.body.replaceChildren();
    const success = document.createElement('div');
    success.className = 'island-success';
    success.setAttribute('role', 'status');
    const title = document.createElement('p');
    title.className = 'island-success__title';
    title.textContent = t(item.groupGift ? 'wishlists.reserve.pledgedTitle' : 'wishlists.reserve.successTitle');
    const text = document.createElement('p');
    text.textContent = t('wishlists.reserve.successText', { email: sentTo });
    success.append(title, text);
    modal.body.append(success);
    const close = islandButton(t('common.close'), true);
    close.addEventListener('click', modal.close);
    modal.footer.replaceChildren(close);
    close.focus();
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    event.stopPropagation();
    banner.hidden = true;
    if (submit.disabled || !validate()) return;
    submit.disabled = true;
    const sentTo = email.control.value.trim();
    const body = {
      name: name.control.value.trim(),
      email: sentTo,
      isAnonymous: anonymous.control instanceof HTMLInputElement && anonymous.control.checked,
      message: message.control.value.trim() || null,
      ...(amount ? { amount: parseAmount(amount.control.value) } : quantity ? { quantity: Number(quantity.control.value) } : {}),
    };
    void fetch(`/api/wishlists/${encodeURIComponent(deps.wishlistId)}/items/${encodeURIComponent(item.id)}/reserve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.lang },
      body: JSON.stringify(body),
    })
      .then(async (response) => {
        if (response.ok) return succeed(sentTo);
        const problem = (await response.json().catch(() => ({}))) as { type?: string; errors?: Array<{ path?: string; message?: string }> };
        if (problem.type === 'alreadyReserved' || problem.errors?.some((e) => e.message === 'validation.moreThanLeft'))
          return tookMeanwhile();
        const fields: Record<string, IslandField | null> = { name, email, message, quantity, amount };
        const unplaced = (problem.errors ?? []).filter((e) => {
          const field = e.path ? fields[e.path] : null;
          field?.setError(t(`errors.${e.message ?? 'unknown'}`));
          return !field;
        });
        if (unplaced.length > 0 || !problem.errors?.length) {
          banner.textContent = t(`errors.${problem.type ?? 'unknown'}`);
          banner.hidden = false;
        }
      })
      .catch(() => {
        banner.textContent = t('errors.unavailable');
        banner.hidden = false;
      })
      .finally(() => {
        submit.disabled = false;
      });
  });
}
