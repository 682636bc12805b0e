import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage, hasMessageCatalogue, loadMessageCatalogue, type AuthSession } from '@fixflow/contracts';
import { currentLanguage } from '@fixflow/i18n';
import { describeApiError, useShell } from '@fixflow/shell-sdk';
import { useHost } from '../host-context';
import { readAuthLink, type AuthLink } from './auth-links';

/**
 * Handles a mailed link once, on load: picks up the session in the hash and
 * goes to / (a recovery link to /reset-password, to choose the new password),
 * or checks a confirmation token in the query, with the toasts of SPEC §8.
 */
export function AuthLinkLanding() {
  const { t, i18n } = useTranslation('shell');
  const { api, toast } = useShell();
  const { session } = useHost();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const link = readAuthLink(window.location);
    if (!link) return;
    void navigate(link.cleanUrl, { replace: true });

    const failed = (title: string, error: unknown, fallback: string) => {
      const message = describeApiError(error, i18n);
      toast.error(title, message || fallback);
    };

    const handle = async (found: AuthLink) => {
      switch (found.kind) {
        case 'session': {
          const recovery = found.type === 'recovery';
          try {
            // The refresh answers the whole session (user included) and proves the link's tokens are live.
            // The link's own token goes with it, so a refusal never renews whatever session was here before.
            const auth = await api.request<AuthSession>('POST', '/auth/refresh', {
              body: { refresh_token: found.refreshToken },
              accessToken: found.accessToken,
            });
            session.auth.signIn(auth, { event: recovery ? 'PASSWORD_RECOVERY' : 'SIGNED_IN' });
            if (found.type === 'signup') toast.success(t('links.emailConfirmed'), t('links.emailConfirmedText'));
            void navigate(recovery ? '/reset-password' : '/', { replace: true });
          } catch (error) {
            failed(t(recovery ? 'links.resetLinkError' : 'links.emailConfirmationError'), error, t('links.emailConfirmationFailed'));
          }
          return;
        }
        case 'error': {
          const language = currentLanguage(i18n);
          // The catalogue is no part of the first load: read now (offline, the hash's own words stand).
          // A sign-in through the OpenID Connect provider that was refused: its catalogued code (OIDC_…).
          const provider = found.code?.startsWith('OIDC_') ?? false;
          if (found.code === 'otp_expired' || provider) await loadMessageCatalogue(language).catch(() => undefined);
          const code = provider ? (found.code as 'OIDC_SIGN_IN_FAILED') : 'LINK_INVALID';
          const description =
            (found.code === 'otp_expired' || provider) && hasMessageCatalogue(language)
              ? errorMessage(code, language)
              : found.description || t('links.emailConfirmationFailed');
          const onResetPage = found.cleanUrl.startsWith('/reset-password');
          toast.error(t(provider ? 'links.providerSignInError' : onResetPage ? 'links.resetLinkError' : 'links.emailConfirmationError'), description);
          return;
        }
        case 'confirmation': {
          try {
            await api.request('GET', '/me', { accessToken: found.accessToken });
            toast.success(t('links.emailConfirmed'), t('links.emailConfirmedText'));
          } catch (error) {
            failed(t('links.emailConfirmationError'), error, t('links.emailConfirmationFailed'));
          }
          return;
        }
      }
    };
    void handle(link);
  }, [api, i18n, navigate, session, t, toast]);

  return null;
}
