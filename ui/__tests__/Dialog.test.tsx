import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { Dialog } from '../src/dialogs/Dialog';

/** A page with a button that mounts the dialog (as the app's openers do) and unmounts it on close. */
function Page({ keepMounted = false }: { keepMounted?: boolean }) {
  const [open, setOpen] = useState(false);
  const dialog = (
    <Dialog open={open} title="Réserver" onCancel={() => setOpen(false)} footer={<Button onClick={() => setOpen(false)}>Annuler</Button>}>
      <label>
        Votre nom <Input />
      </label>
      <label>
        Votre e-mail <Input />
      </label>
    </Dialog>
  );
  return (
    <>
      <button type="button">Avant</button>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      {(keepMounted || open) && dialog}
    </>
  );
}

async function openDialog(keepMounted = false) {
  const user = userEvent.setup({ delay: null });
  render(<Page keepMounted={keepMounted} />);
  const opener = screen.getByRole('button', { name: 'Ouvrir' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Réserver' });
  return { user, opener, dialog };
}

it('starts on the first field, not the close button', async () => {
  const { dialog } = await openDialog();
  await waitFor(() => expect(within(dialog).getByLabelText('Votre nom')).toHaveFocus());
});

it('keeps Tab and Shift+Tab inside the dialog', async () => {
  const { user, dialog } = await openDialog();
  await waitFor(() => expect(within(dialog).getByLabelText('Votre nom')).toHaveFocus());
  const seen: (Element | null)[] = [];
  for (let i = 0; i < 6; i += 1) {
    await user.tab();
    seen.push(document.activeElement);
  }
  expect(seen.every((el) => dialog.closest('.ant-modal')!.contains(el))).toBe(true);
  // it went round: the first field came back
  expect(seen).toContain(within(dialog).getByLabelText('Votre nom'));
  await user.tab({ shift: true });
  expect(dialog.closest('.ant-modal')!.contains(document.activeElement)).toBe(true);
});

it.each([
  ['Escape', false],
  ['Annuler', false],
  ['Escape', true],
  ['Annuler', true],
])('%s gives focus back to the button that opened it (kept mounted: %s)', async (how, keepMounted) => {
  const { user, opener, dialog } = await openDialog(keepMounted);
  await waitFor(() => expect(within(dialog).getByLabelText('Votre nom')).toHaveFocus());
  if (how === 'Escape') await user.keyboard('{Escape}');
  else await user.click(within(dialog.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(opener).toHaveFocus());
});
