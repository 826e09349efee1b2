import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import {
  COOKIE_CATEGORIES, selectBannerVisible, selectCookieChoice, selectPreferencesOpen,
} from '../../machines/cookie-consent';
import { useHydrated } from '../lib/use-hydrated';
import { useAppActors } from './AppActorsContext';

// Shown after hydration or on demand, so their code (and the modal's) is not on the guest path (decision 0064).
const consentUi = () => import('../components/CookieConsent/CookieConsent');
const CookieBanner = lazy(() => consentUi().then((m) => ({ default: m.CookieBanner })));
const CookiePreferences = lazy(() => consentUi().then((m) => ({ default: m.CookiePreferences })));

/**
 * The cookie banner and the Preferences modal, driven by machines/cookie-consent. The stored
 * choice is known only in the browser, so the banner appears after hydration (a fixed overlay:
 * it shifts nothing, decision 0065).
 */
export function CookieConsent() {
  const { cookieConsent } = useAppActors();
  const hydrated = useHydrated();
  const bannerVisible = useSelector(cookieConsent, selectBannerVisible) && hydrated;
  const preferencesOpen = useSelector(cookieConsent, selectPreferencesOpen);
  const choice = useSelector(cookieConsent, selectCookieChoice);
  const send = cookieConsent.send;
  return (
    <>
      {bannerVisible && (
        <Suspense fallback={null}>
          <CookieBanner
            onAccept={() => send({ type: 'consent.accept' })}
            onPreferences={() => send({ type: 'consent.openPreferences' })}
            onAllowAll={() => send({ type: 'consent.allowAll' })}
            onDeclineAll={() => send({ type: 'consent.declineAll' })}
          />
        </Suspense>
      )}
      {preferencesOpen && (
        <Suspense fallback={null}>
          <CookiePreferences
            open
            categories={COOKIE_CATEGORIES}
            choice={choice}
            onClose={() => send({ type: 'consent.closePreferences' })}
            onAllowAll={() => send({ type: 'consent.allowAll' })}
            onDeclineAll={() => send({ type: 'consent.declineAll' })}
          />
        </Suspense>
      )}
    </>
  );
}
