import type { CreateTimelineMutation, CreateTimelineMutationVariables } from '@cigogne/graphql/timelines';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { graphql, HttpResponse } from 'msw';
import { fakeGateway, fakeTimeline, server, setupFakeServer } from './fakeServer';
import { renderTimelines } from './testApp';

setupFakeServer();

const birthField = () => screen.getByLabelText('Date et heure de naissance');

/** Types a date-time into the antd picker and confirms it with the picker's OK button. */
async function typeDate(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.clear(input);
  await user.paste(text);
  // A CSS query: role queries over the open picker's hundreds of cells are very slow in jsdom.
  await waitFor(() => expect(document.querySelector('.ant-picker-ok button')).not.toBeNull());
  await user.click(document.querySelector('.ant-picker-ok button')!);
}

const setupUser = () => userEvent.setup({ delay: null });

it('refuses an empty form with a message under each required field', async () => {
  const user = setupUser();
  const gateway = fakeGateway([]);
  server.use(...gateway.handlers);
  renderTimelines('/timelines/create');

  await user.type(await screen.findByLabelText('Titre'), '   ');
  await user.click(screen.getByRole('button', { name: 'Créer la frise' }));

  await waitFor(() => expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(3));
  expect(gateway.state.calls).toEqual([]);
});

it('starts with blue and private, and offers the 19 theme colours as a labelled radio group', async () => {
  renderTimelines('/timelines/create');
  const colours = await screen.findByRole('radiogroup', { name: 'Couleur du thème' });
  expect(within(colours).getAllByRole('radio')).toHaveLength(19);
  expect(within(colours).getByRole('radio', { name: 'Bleu' })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Privé/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Public/ })).not.toBeChecked();
});

it('refuses a birth date in the future', async () => {
  const user = setupUser();
  const gateway = fakeGateway([]);
  server.use(...gateway.handlers);
  renderTimelines('/timelines/create');

  await user.type(await screen.findByLabelText('Titre'), 'Ma frise');
  await user.type(screen.getByLabelText('Prénom de l’enfant'), 'Léa');
  // Later today is still in the future (whole future days cannot even be picked). The clock is
  // frozen at 10:00 (jest-frontend/frozen-clock.cjs), so "in an hour" is always still today.
  const inAnHour = dayjs().add(1, 'hour');
  expect(inAnHour.isSame(dayjs(), 'day')).toBe(true);
  await typeDate(user, birthField(), inAnHour.format('DD/MM/YYYY HH:mm'));
  await user.click(screen.getByRole('button', { name: 'Créer la frise' }));
  expect(await screen.findByText('La date de naissance ne peut pas être dans le futur.')).toBeInTheDocument();
  await typeDate(user, birthField(), dayjs().add(3, 'day').format('DD/MM/YYYY HH:mm'));
  await user.click(screen.getByRole('button', { name: 'Créer la frise' }));
  // A future day is disabled in the picker: the typed text is not accepted, the field stays empty or in error.
  await waitFor(() =>
    expect(
      screen.queryByText('Ce champ est obligatoire.') ?? screen.queryByText('La date de naissance ne peut pas être dans le futur.'),
    ).toBeInTheDocument(),
  );
  expect(gateway.state.calls).toEqual([]);
});

it('sends trimmed values with the defaults, then opens the manage screen', async () => {
  const user = setupUser();
  const gateway = fakeGateway([]);
  server.use(...gateway.handlers);
  renderTimelines('/timelines/create');

  await user.type(await screen.findByLabelText('Titre'), '  Les premiers pas  ');
  await user.type(screen.getByLabelText('Prénom de l’enfant'), '  Léa ');
  await typeDate(user, birthField(), '31/01/2025 10:30');
  await user.click(screen.getByRole('button', { name: 'Créer la frise' }));

  await waitFor(() => expect(gateway.state.calls).toHaveLength(1));
  expect(gateway.state.calls[0]).toEqual({
    operation: 'CreateTimeline',
    variables: {
      input: {
        title: 'Les premiers pas',
        firstName: 'Léa',
        birthDate: new Date(2025, 0, 31, 10, 30).toISOString(),
        themeColor: 'blue',
        visibility: 'private',
      },
    },
  });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/timelines/t10/manage'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Les premiers pas' })).toBeInTheDocument();
});

it('sends the chosen colour and visibility', async () => {
  const user = setupUser();
  const gateway = fakeGateway([]);
  server.use(...gateway.handlers);
  renderTimelines('/timelines/create');

  await user.type(await screen.findByLabelText('Titre'), 'Frise');
  await user.type(screen.getByLabelText('Prénom de l’enfant'), 'Tom');
  await typeDate(user, birthField(), '02/02/2025 08:00');
  await user.click(screen.getByRole('radio', { name: 'Émeraude' }));
  await user.click(screen.getByRole('radio', { name: /Public/ }));
  await user.click(screen.getByRole('button', { name: 'Créer la frise' }));

  await waitFor(() => expect(gateway.state.calls).toHaveLength(1));
  expect(gateway.state.calls[0].variables.input).toMatchObject({ themeColor: 'emerald', visibility: 'public' });
});

it('shows server field errors under the fields and the invalid-form banner', async () => {
  const user = setupUser();
  server.use(
    graphql.mutation<CreateTimelineMutation, CreateTimelineMutationVariables>('CreateTimeline', () =>
      HttpResponse.json({
        data: null,
        errors: [
          {
            message: 'Invalid',
            extensions: { code: 'invalidForm', status: 422, errors: [{ path: 'firstName', message: 'validation.nameMaxLength' }] },
          },
        ],
      }),
    ),
  );
  renderTimelines('/timelines/create');

  await user.type(await screen.findByLabelText('Titre'), 'Frise');
  await user.type(screen.getByLabelText('Prénom de l’enfant'), 'Tom');
  await typeDate(user, birthField(), '02/02/2025 08:00');
  await user.click(screen.getByRole('button', { name: 'Créer la frise' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Les données saisies sont invalides.');
  expect(await screen.findByText('50 caractères maximum.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/timelines/create');
});

it('edits a timeline: the form is filled, saving opens the manage screen', async () => {
  const user = setupUser();
  const gateway = fakeGateway([fakeTimeline({ id: 't1', title: 'Avant', themeColor: 'pink', visibility: 'public' })]);
  server.use(...gateway.handlers);
  renderTimelines('/timelines/t1/edit');

  const title = await screen.findByLabelText('Titre');
  expect(title).toHaveValue('Avant');
  expect(screen.getByRole('radio', { name: 'Rose' })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Public/ })).toBeChecked();
  await user.clear(title);
  await user.type(title, 'Après ');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/timelines/t1/manage'));
  expect(gateway.state.calls[0]).toMatchObject({
    operation: 'UpdateTimeline',
    variables: { id: 't1', input: { title: 'Après', themeColor: 'pink', visibility: 'public' } },
  });
});
