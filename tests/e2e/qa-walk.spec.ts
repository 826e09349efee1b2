// Issue 17: a QA walk of the design-card flows in Chromium against the real API host. Each flow
// takes the paths `npm run paths` prints (tests/paths/models.ts) and plays them through its
// adapter (tests/e2e/qa-walk/*.adapter.ts): cheap flows every path, expensive ones the shortest
// path to every state. Decision 0067.
import { qaWalk } from './qa-walk/walk';
import { cookieConsentAdapter } from './qa-walk/cookie-consent.adapter';
import { roleSelectionAdapter } from './qa-walk/role-selection.adapter';
import { unitNavigationAdapter } from './qa-walk/unit-navigation.adapter';
import { otpSignupAdapter } from './qa-walk/otp-signup.adapter';
import { privilegesSystemAdapter } from './qa-walk/privileges.adapter';
import { socketConnectionAdapter } from './qa-walk/socket-connection.adapter';
import { authAdapter } from './qa-walk/auth.adapter';

qaWalk(authAdapter);
qaWalk(cookieConsentAdapter);
qaWalk(roleSelectionAdapter);
qaWalk(unitNavigationAdapter);
qaWalk(otpSignupAdapter);
qaWalk(privilegesSystemAdapter);
// Its own API host, stopped and started twice: the slowest flow.
qaWalk(socketConnectionAdapter, { timeout: 120_000 });
