import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGateway, fakePrediction, server, setupFakeServer } from './fakeServer';
import { renderPredictions } from './testApp';

setupFakeServer();

const setupUser = () => userEvent.setup({ delay: null });
const toggle = (name: string) => screen.getByRole('switch', { name });

it('turns the gender reveal off and disables it for a surprise', async () => {
  const user = setupUser();
  server.use(...fakeGateway([]).handlers);
  renderPredictions('/predictions/create');

  await user.click(await screen.findByRole('switch', { name: 'Révéler le sexe' }));
  expect(toggle('Révéler le sexe')).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'Surprise' }));
  expect(toggle('Révéler le sexe')).not.toBeChecked();
  await waitFor(() => expect(toggle('Révéler le sexe')).toBeDisabled());
  expect(screen.getByText('Le sexe est une surprise : il ne peut pas être révélé.')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Fille' }));
  await waitFor(() => expect(toggle('Révéler le sexe')).toBeEnabled());
  expect(toggle('Révéler le sexe')).not.toBeChecked();
});

it('makes birth time and birth moment exclude each other', async () => {
  const user = setupUser();
  server.use(...fakeGateway([]).handlers);
  renderPredictions('/predictions/create');

  await user.click(await screen.findByRole('switch', { name: 'Heure de naissance' }));
  expect(toggle('Heure de naissance')).toBeChecked();
  await user.click(toggle('Moment de la journée'));
  expect(toggle('Moment de la journée')).toBeChecked();
  expect(toggle('Heure de naissance')).not.toBeChecked();
  await user.click(toggle('Heure de naissance'));
  expect(toggle('Heure de naissance')).toBeChecked();
  expect(toggle('Moment de la journée')).not.toBeChecked();
});

it('requires first name, gender and due date; defaults to private and blue; sends every flag', async () => {
  const user = setupUser();
  const gateway = fakeGateway([]);
  server.use(...gateway.handlers);
  renderPredictions('/predictions/create');

  await user.click(await screen.findByRole('button', { name: 'Créer le pronostic' }));
  expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(3);
  expect(screen.getByRole('radio', { name: /Privé/ })).toBeChecked();
  expect(gateway.state.calls).toEqual([]);

  await user.type(screen.getByLabelText('Prénom du bébé'), '  Gabriel ');
  await user.click(screen.getByRole('radio', { name: 'Garçon' }));
  const due = screen.getByLabelText('Date prévue de naissance');
  await user.click(due);
  await user.paste('01/08/2026');
  // a complete typed date is taken as it is typed; leave the picker without Enter (which submits)
  await user.click(screen.getByLabelText('Prénom du bébé'));
  // the date is committed once the picker's popup has closed, a frame later: its error goes then
  await waitFor(() => expect(screen.queryByText('Ce champ est obligatoire.')).not.toBeInTheDocument());
  await user.click(toggle('Poids'));
  await user.click(toggle('Révéler le prénom'));
  await user.click(screen.getByRole('button', { name: 'Créer le pronostic' }));

  await waitFor(() => expect(gateway.state.calls).toHaveLength(1));
  expect(gateway.state.calls[0]).toEqual({
    operation: 'CreatePrediction',
    variables: {
      input: {
        firstName: 'Gabriel',
        gender: 'boy',
        dueDate: new Date(2026, 7, 1, 12).toISOString(),
        themeColor: 'blue',
        visibility: 'private',
        guessBirthDate: false,
        guessBirthTime: false,
        guessBirthMoment: false,
        guessWeight: true,
        guessSize: false,
        guessEyeColor: false,
        guessHairColor: false,
        revealGender: false,
        revealFirstName: true,
      },
    },
  });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/predictions/p11/manage'));
});

it('links the wishlist created from the prediction', async () => {
  server.use(
    ...fakeGateway([
      fakePrediction({
        id: 'p1',
        wishlist: { __typename: 'PredictionWishlist', id: 'w9', title: 'La liste de Gabriel', visibility: 'public' },
      }),
    ]).handlers,
  );
  renderPredictions('/predictions/p1/edit');
  expect(await screen.findByRole('link', { name: /La liste de Gabriel/ })).toHaveAttribute('href', '/wishlists/w9');
  expect(screen.queryByRole('link', { name: /Créer une liste de naissance/ })).not.toBeInTheDocument();
});

it('offers to create a wishlist for this baby when none is linked', async () => {
  server.use(...fakeGateway([fakePrediction({ id: 'p1' })]).handlers);
  renderPredictions('/predictions/p1/edit');
  expect(await screen.findByRole('link', { name: /Créer une liste de naissance pour ce bébé/ })).toHaveAttribute(
    'href',
    '/wishlists/create?predictionId=p1',
  );
  expect(screen.getByLabelText('Prénom du bébé')).toHaveValue('Gabriel');
});
