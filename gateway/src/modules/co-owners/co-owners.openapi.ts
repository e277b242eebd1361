import { PAGE_KINDS, PageKind } from '../../common/page-kind.js';
import type { ApiDescription, ApiOperation } from '../../openapi/operation.js';
import { arrayOf, dateTime, nullable, object, oneOf, ref, string, uuid } from '../../openapi/schema.js';
import { InviteCoOwnerInput } from './dto/invite.input.js';

const kinds = Object.values(PageKind);

/** The same five routes under each page kind (co-owner.routes.ts): owner only, but a co-owner may remove himself (leave). */
const pageRoutes = (segment: string): ApiOperation[] => {
  const page = `/${segment}/{id}`;
  return [
    {
      method: 'post',
      path: `${page}/co-owners`,
      summary: 'Invite a co-owner by e-mail (the page owner only)',
      access: 'user',
      body: InviteCoOwnerInput,
      ok: [201, ref('PendingInvitation')],
      errors: [403, 409, 429],
    },
    {
      method: 'get',
      path: `${page}/co-owners`,
      summary: "The page's co-owners",
      access: 'user',
      ok: [200, arrayOf(ref('CoOwner'))],
      errors: [403],
    },
    {
      method: 'delete',
      path: `${page}/co-owners/{userId}`,
      summary: 'Remove a co-owner (the owner), or leave the page (the co-owner himself)',
      access: 'user',
      ok: [204],
      errors: [403],
    },
    {
      method: 'get',
      path: `${page}/invitations`,
      summary: "The page's pending invitations",
      access: 'user',
      ok: [200, arrayOf(ref('PendingInvitation'))],
      errors: [403],
    },
    {
      method: 'delete',
      path: `${page}/invitations/{invitationId}`,
      summary: 'Cancel an invitation',
      access: 'user',
      ok: [204],
      errors: [403],
    },
  ];
};

/** The REST routes of co-owner.routes.ts, for the OpenAPI document (docs/product.md#co-owners). */
export const coOwnersApi: ApiDescription = {
  schemas: {
    CoOwner: object({ id: uuid, email: string, firstName: string, lastName: string }),
    PendingInvitation: object({ id: uuid, email: string, createdAt: dateTime, expiresAt: dateTime }),
    CoParent: object({
      id: uuid,
      email: string,
      firstName: nullable(string),
      lastName: nullable(string),
      status: oneOf('pending', 'accepted'),
      createdAt: dateTime,
      expiresAt: nullable(dateTime),
    }),
  },
  operations: [
    ...Object.values(PAGE_KINDS).flatMap(({ segment }) => pageRoutes(segment)),
    {
      method: 'get',
      path: '/invitations/{token}',
      summary:
        'What an invitation offers, for its screen: the page kind, its title (none for a prediction) and who invites; kind null for a co-parent invitation',
      access: 'none',
      ok: [200, object({ kind: nullable(oneOf(...kinds)), pageTitle: nullable(string), inviterFirstName: string })],
      errors: [400],
    },
    {
      method: 'post',
      path: '/invitations/{token}/accept',
      summary: 'Accept an invitation: only the account whose e-mail it names; marks that e-mail verified',
      access: 'user',
      ok: [200, object({ kind: nullable(oneOf(...kinds)), pageId: nullable(uuid) })],
      errors: [400, 403],
    },
    {
      method: 'post',
      path: '/co-parents',
      summary: 'Invite a co-parent by e-mail: co-owner of all the signed-in owner’s pages, present and future, once accepted',
      access: 'user',
      body: InviteCoOwnerInput,
      ok: [201, ref('PendingInvitation')],
      errors: [422, 429],
    },
    {
      method: 'get',
      path: '/co-parents',
      summary: "The signed-in owner's co-parents, accepted then pending",
      access: 'user',
      ok: [200, arrayOf(ref('CoParent'))],
    },
    {
      method: 'delete',
      path: '/co-parents/{id}',
      summary: 'Remove a co-parent or withdraw the invitation (the owner), or leave (the co-parent)',
      access: 'user',
      ok: [204],
      errors: [404],
    },
  ],
};
