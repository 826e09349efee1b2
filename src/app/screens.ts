// Every screen module, imported only on demand: each becomes its own chunk, so a public
// page never downloads a private screen's code.
import type { ComponentType } from 'react';

type ScreenModule = { default: ComponentType };

export const SCREENS = {
  home: () => import('../screens/home/HomeScreen'),
  contentExplore: () => import('../screens/content/ExploreContentScreen'),
  contentItem: () => import('../screens/content/ContentItemScreen'),
  signIn: () => import('../screens/auth/SignInScreen'),
  webPage: () => import('../screens/web/WebPageScreen'),
  membership: () => import('../screens/membership/MembershipScreen'),
  audience: () => import('../screens/audience/AudienceScreen'),
  certifications: () => import('../screens/certifications/CertificationsScreen'),
  selectRole: () => import('../screens/account/SelectRoleScreen'),
  adminCenter: () => import('../screens/admin/AdminCenterScreen'),
  manageEvent: () => import('../screens/events/ManageEventScreen'),
  newEvent: () => import('../screens/events/NewEventScreen'),
  ecosystemMap: () => import('../screens/ecosystem/EcosystemScreen'),
  accountSettings: () => import('../screens/account/AccountSettingsScreen'),
  changePassword: () => import('../screens/account/ChangePasswordScreen'),
  myTickets: () => import('../screens/tickets/MyTicketsScreen'),
  publications: () => import('../screens/publications/PublicationsScreen'),
  onboarding: () => import('../screens/onboarding/OnboardingScreen'),
  individualProfile: () => import('../screens/profile/IndividualProfileScreen'),
  organizationProfile: () => import('../screens/profile/OrganizationProfileScreen'),
  profiles: () => import('../screens/profile/ProfilesScreen'),
  myEvents: () => import('../screens/events/MyEventsScreen'),
  library: () => import('../screens/library/LibraryScreen'),
  savedContent: () => import('../screens/library/SavedContentScreen'),
  events: () => import('../screens/events/EventsScreen'),
  eventPage: () => import('../screens/events/EventPageScreen'),
  communication: () => import('../screens/communication/CommunicationScreen'),
  memberRegistration: () => import('../screens/membership/MemberRegistrationScreen'),
  labs: () => import('../screens/labs/LabsScreen'),
  innovationWorkspace: () => import('../screens/workspace/InnovationWorkspaceScreen'),
  readinessJourney: () => import('../screens/journey/ReadinessJourneyScreen'),
  community: () => import('../screens/community/CommunityScreen'),
  network: () => import('../screens/network/NetworkScreen'),
  following: () => import('../screens/network/FollowingScreen'),
  organizations: () => import('../screens/network/OrganizationsScreen'),
  collaboration: () => import('../screens/collaboration/CollaborationScreen'),
  hub: () => import('../screens/hubs/HubScreen'),
  userHome: () => import('../screens/member-home/UserHomeScreen'),
  upMyMind: () => import('../screens/wellbeing/UpMyMindScreen'),
  learning: () => import('../screens/learning/LearningScreen'),
  learningProgram: () => import('../screens/learning/ProgramScreen'),
  reportBugs: () => import('../screens/support/ReportBugsScreen'),
  notFound: () => import('../screens/system/NotFoundScreen'),
} satisfies Record<string, () => Promise<ScreenModule>>;

export type ScreenKey = keyof typeof SCREENS;
