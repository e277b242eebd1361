import type { CoParentsQuery, InviteCoParentMutation, InviteCoParentMutationVariables } from '@cigogne/graphql/co-owners';
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import './support/setup';
import { renderApp } from './support/renderApp';
import { domainError, meAnswers, recordCalls, server } from './support/server';

// the first render loads antd's form and the account page's chunks: slow on a shared 2-core machine
jest.setTimeout(45_000);

const paul: CoParentsQuery['coParents'][number] & { __typename: 'CoParentView' } = {
  __typename: 'CoParentView',
  id: 'cp1',
  email: 'paul@example.fr',
  firstName: 'Paul',
  lastName: 'Martin',
  status: 'accepted',
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: null,
};

describe('/account: the co-parent card', () => {
  beforeEach(() => server.use(meAnswers()));

  it('lists the co-parent and the pending invitation, and invites by e-mail', async () => {
    let invited = false;
    const pending = {
      ...paul,
      id: 'inv1',
      email: 'lea@example.fr',
      firstName: null,
      lastName: null,
      status: 'pending' as const,
      expiresAt: '2026-12-12T10:00:00.000Z',
    };
    server.use(
      graphql.query('CoParents', () => HttpResponse.json({ data: { coParents: invited ? [paul, pending] : [paul] } })),
      graphql.mutation<InviteCoParentMutation, InviteCoParentMutationVariables>('InviteCoParent', () => {
        invited = true;
        return HttpResponse.json({
          data: {
            inviteCoParent: {
              id: 'inv1',
              email: 'lea@example.fr',
              createdAt: pending.createdAt,
              expiresAt: pending.expiresAt!,
            },
          },
        });
      }),
    );
    const calls = recordCalls();
    const { user } = renderApp({ route: '/account', token: 'jwt-1', language: 'en' });
    const list = await screen.findByRole('list', { name: 'Your co-parents' });
    expect(within(list).getByText('Paul Martin')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Remove Paul Martin' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Co-parent’s e-mail address'), 'lea@example.fr');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent to lea@example.fr. The link is valid for 14 days.')).toBeInTheDocument();
    expect(calls.of('InviteCoParent')[0].variables).toEqual({ email: 'lea@example.fr' });
    expect(await within(list).findByText('Invitation pending')).toBeInTheDocument();
  });

  it('dates a pending invitation the French way: the first of the month is 1er', async () => {
    const pending = {
      ...paul,
      id: 'inv2',
      firstName: null,
      lastName: null,
      status: 'pending' as const,
      expiresAt: '2027-01-01T10:00:00.000Z',
    };
    server.use(graphql.query('CoParents', () => HttpResponse.json({ data: { coParents: [pending] } })));
    renderApp({ route: '/account', token: 'jwt-1', language: 'fr' });
    expect(await screen.findByText('valable jusqu’au 1er janvier 2027')).toBeInTheDocument();
  });

  it('shows the server’s refusal under the field', async () => {
    server.use(
      graphql.mutation('InviteCoParent', () => domainError('invalidForm', 422, [{ path: 'email', message: 'validation.alreadyCoParent' }])),
    );
    const { user } = renderApp({ route: '/account', token: 'jwt-1', language: 'en' });
    expect(await screen.findByText('No co-parent yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Co-parent’s e-mail address'), 'paul@example.fr');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('This address is already your co-parent.')).toBeInTheDocument();
  });
});
