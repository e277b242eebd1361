// docs/product.md#co-owners: the co-parents panel of the manage screen, as the owner and as a co-owner.
import type {
  CoOwnersQuery,
  CoOwnersQueryVariables,
  InviteCoOwnerMutation,
  InviteCoOwnerMutationVariables,
  RemoveCoOwnerMutation,
  RemoveCoOwnerMutationVariables,
} from '@cigogne/graphql/co-owners';
import { graphQLErrorResponse } from '@cigogne/ui/testing/graphqlErrorResponse';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { fakeGateway, fakeTimeline, server, setupFakeServer } from './fakeServer';
import { renderTimelines } from './testApp';

setupFakeServer();

const paul = { __typename: 'CoOwner' as const, id: 'u2', email: 'paul@example.fr', firstName: 'Paul', lastName: 'Martin' };

it('the owner invites by e-mail, then sees the pending invitation and the co-parents', async () => {
  const invited: InviteCoOwnerMutationVariables[] = [];
  const pending: CoOwnersQuery['pendingInvitations'] = [];
  server.use(
    graphql.query<CoOwnersQuery, CoOwnersQueryVariables>('CoOwners', () =>
      HttpResponse.json({ data: { coOwners: [paul], pendingInvitations: pending } }),
    ),
    graphql.mutation<InviteCoOwnerMutation, InviteCoOwnerMutationVariables>('InviteCoOwner', ({ variables }) => {
      invited.push(variables);
      const invitation = { id: 'i1', email: variables.email, createdAt: '2026-11-26T10:00:00.000Z', expiresAt: '2026-12-10T10:00:00.000Z' };
      pending.push(invitation);
      return HttpResponse.json({ data: { inviteCoOwner: invitation } });
    }),
    ...fakeGateway([fakeTimeline({ id: 't1' })]).handlers,
  );
  renderTimelines('/timelines/t1/manage');
  const panel = await screen.findByRole('region', { name: 'Co-parents' });
  expect(await within(panel).findByText('Paul Martin')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Retirer Paul Martin' })).toBeInTheDocument();
  expect(within(panel).getByText('Aucune invitation en attente.')).toBeInTheDocument();

  await userEvent.type(within(panel).getByLabelText('Adresse e-mail'), 'mamie@example.fr{Enter}');
  await waitFor(() => expect(invited).toEqual([{ kind: 'timeline', pageId: 't1', email: 'mamie@example.fr' }]));
  expect(await within(panel).findByRole('status')).toHaveTextContent('Invitation envoyée à mamie@example.fr.');
  expect(await within(panel).findByRole('button', { name: 'Retirer l’invitation envoyée à mamie@example.fr' })).toBeInTheDocument();
});

it('shows the refusal of an invitation (the address already owns the page)', async () => {
  server.use(
    graphql.mutation<InviteCoOwnerMutation, InviteCoOwnerMutationVariables>('InviteCoOwner', () =>
      graphQLErrorResponse('invalidForm', 422, [{ path: 'email', message: 'validation.alreadyCoOwner' }]),
    ),
    ...fakeGateway([fakeTimeline({ id: 't1' })]).handlers,
  );
  renderTimelines('/timelines/t1/manage');
  const panel = await screen.findByRole('region', { name: 'Co-parents' });
  await userEvent.type(within(panel).getByLabelText('Adresse e-mail'), 'paul@example.fr{Enter}');
  expect(await within(panel).findByText('Cette adresse gère déjà la page.')).toBeInTheDocument();
});

it('a co-owner only leaves, and goes back to the list', async () => {
  const removed: RemoveCoOwnerMutationVariables[] = [];
  server.use(
    graphql.mutation<RemoveCoOwnerMutation, RemoveCoOwnerMutationVariables>('RemoveCoOwner', ({ variables }) => {
      removed.push(variables);
      return HttpResponse.json({ data: { removeCoOwner: true } });
    }),
    ...fakeGateway([fakeTimeline({ id: 't1', sharedWithMe: true })]).handlers,
  );
  renderTimelines('/timelines/t1/manage');
  const panel = await screen.findByRole('region', { name: 'Co-parents' });
  expect(within(panel).queryByLabelText('Adresse e-mail')).not.toBeInTheDocument();
  await userEvent.click(within(panel).getByRole('button', { name: 'Quitter cette page' }));
  // the confirmation's own button carries the same words
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Quitter cette page' })).toHaveLength(2));
  await userEvent.click(screen.getAllByRole('button', { name: 'Quitter cette page' })[1]);
  await waitFor(() => expect(removed).toEqual([{ kind: 'timeline', pageId: 't1', userId: 'u1' }]));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/timelines$/));
});
