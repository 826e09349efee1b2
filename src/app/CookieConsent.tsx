import { useSelector } from '@xstate/react';
import {
  COOKIE_CATEGORIES, selectBannerVisible, selectCookieChoice, selectPreferencesOpen,
} from '../../machines/cookie-consent';
import { CookieBanner, CookiePreferences } from '../components/CookieConsent/CookieConsent';
import { useAppActors } from './AppActorsContext';

/** The cookie banner and the Preferences modal, driven by machines/cookie-consent. */
export function CookieConsent() {
  const { cookieConsent } = useAppActors();
  const bannerVisible = useSelector(cookieConsent, selectBannerVisible);
  const preferencesOpen = useSelector(cookieConsent, selectPreferencesOpen);
  const choice = useSelector(cookieConsent, selectCookieChoice);
  const send = cookieConsent.send;
  return (
    <>
      {bannerVisible && (
        <CookieBanner
          onAccept={() => send({ type: 'consent.accept' })}
          onPreferences={() => send({ type: 'consent.openPreferences' })}
          onAllowAll={() => send({ type: 'consent.allowAll' })}
          onDeclineAll={() => send({ type: 'consent.declineAll' })}
        />
      )}
      <CookiePreferences
        open={preferencesOpen}
        categories={COOKIE_CATEGORIES}
        choice={choice}
        onClose={() => send({ type: 'consent.closePreferences' })}
        onAllowAll={() => send({ type: 'consent.allowAll' })}
        onDeclineAll={() => send({ type: 'consent.declineAll' })}
      />
    </>
  );
}
