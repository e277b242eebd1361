import { useAcceptInvitationMutation, useInvitationQuery, type PageKind } from '@cigogne/graphql/co-owners';
import { toAppError } from '@cigogne/ui/errors/appError';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Alert, Button, Skeleton, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from '@cigogne/ui/router';
import { AuthCard } from '../../layout/AuthCard';
import type { LoginState } from '../../session/loginState';
import { useSession } from '../../session/SessionContext';
import { useShellT } from '../../i18n/useShellT';
import { isWelcome } from '../../session/welcomeState';

/** Where an accepted invitation opens the page: its owner's screen. */
const PAGE_PATH: Record<PageKind, (id: string) => string> = {
  prediction: (id) => `/predictions/${id}/manage`,
  wishlist: (id) => `/wishlists/${id}`,
  timeline: (id) => `/timelines/${id}/manage`,
};

/** A page's screen, or the dashboard for a co-parent invitation (every page of the inviter is there). */
const acceptedPath = ({ kind, pageId }: { kind?: PageKind | null; pageId?: string | null }) =>
  kind && pageId ? PAGE_PATH[kind](pageId) : '/';

/**
 * /invitations/:token, the link mailed to a co-parent (docs/product.md#co-owners): says who invites
 * to what (a page, or all the inviter's pages for a co-parent), and accepts with the signed-in
 * account; signed out, it sends to login or register and back here. Back from registering (just
 * signed in, welcomed), it accepts at once: that is what the account was made for.
 */
export function InvitationPage() {
  const t = useShellT();
  const { token = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { status } = useSession();
  const { data, loading, error } = useInvitationQuery({ variables: { token }, fetchPolicy: 'network-only' });
  const [accept, accepting] = useAcceptInvitationMutation();
  const back: LoginState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  const welcome = isWelcome(location.state);

  const onAccept = async () => {
    const { data: done } = await accept({ variables: { token } }).catch(() => ({ data: undefined }));
    if (done) navigate(acceptedPath(done.acceptInvitation), { replace: true, state: welcome ? location.state : undefined });
  };

  const invitation = data?.invitation;
  const autoAccepted = useRef(false);
  useEffect(() => {
    if (!welcome || status !== 'signedIn' || !invitation || autoAccepted.current) return;
    autoAccepted.current = true;
    void onAccept();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the invitation is read after sign-up
  }, [welcome, status, invitation]);
  const invalid = error && toAppError(error).type === 'invalidTokenException';
  const acceptError = accepting.error && toAppError(accepting.error).type === 'forbidden' ? null : accepting.error;
  return (
    <AuthCard title={t('shell.invitation.title')}>
      <div aria-live="polite" style={{ marginTop: 16 }}>
        {loading && !data && <Skeleton active paragraph={{ rows: 2 }} />}
        {invalid && <Alert type="warning" showIcon title={t('shell.invitation.invalid')} description={t('shell.invitation.invalidHelp')} />}
        {error && !invalid && <FormErrorBanner error={error} />}
        {invitation && (
          <>
            <p>
              {t(`shell.invitation.text.${invitation.kind ?? 'coParent'}`, {
                inviter: invitation.inviterFirstName,
                title: invitation.pageTitle ?? '',
              })}
            </p>
            <p>
              {t(invitation.kind ? 'shell.invitation.rights' : 'shell.invitation.rights.coParent', {
                inviter: invitation.inviterFirstName,
              })}
            </p>
            {accepting.error && toAppError(accepting.error).type === 'forbidden' && (
              <Alert type="warning" showIcon title={t('shell.invitation.otherAccount')} style={{ marginBottom: 16 }} />
            )}
            <FormErrorBanner error={acceptError ?? null} />
            {welcome && accepting.loading && <p>{t('shell.invitation.accepting')}</p>}
            {status === 'signedIn' ? (
              <Button type="primary" size="large" block loading={accepting.loading} onClick={onAccept}>
                {t('shell.invitation.accept')}
              </Button>
            ) : (
              <>
                <p>{t('shell.invitation.signInFirst')}</p>
                <Space wrap>
                  <Button type="primary" onClick={() => navigate('/login', { state: back })}>
                    {t('shell.invitation.login')}
                  </Button>
                  <Button onClick={() => navigate('/register', { state: back })}>{t('shell.invitation.register')}</Button>
                </Space>
              </>
            )}
          </>
        )}
      </div>
    </AuthCard>
  );
}

export default InvitationPage;
