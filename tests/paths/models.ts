// Every machine's path model, for `npm run paths`. Add a machine here when you add one.
import { authPathModel, authTabsPathModel } from '../../machines/auth/auth.paths';
import { cookieConsentPathModel } from '../../machines/cookie-consent/cookie-consent.paths';
import { otpSignupPathModel } from '../../machines/otp-signup/otp-signup.paths';
import { formSubmitPathModel } from '../../machines/form-submit/form-submit.paths';
import { memberProfilePathModel } from '../../machines/member-profile/member-profile.paths';
import { privilegesPathModels } from '../../machines/privileges/privileges.paths';
import { roleSelectionPathModel } from '../../machines/role-selection/role-selection.paths';
import { socketConnectionPathModel } from '../../machines/socket-connection/socket-connection.paths';
import { notificationsPathModel } from '../../machines/notifications/notifications.paths';
import { notificationFeedPathModel } from '../../machines/notification-feed/notification-feed.paths';
import { sessionPathModel } from '../../machines/session/session.paths';
import { adminListPathModel } from '../../machines/admin-list/admin-list.paths';
import { bulkOperationPathModel } from '../../machines/bulk-operation/bulk-operation.paths';
import { csvImportPathModel } from '../../machines/csv-import/csv-import.paths';
import { privilegeEditorPathModel } from '../../machines/privilege-editor/privilege-editor.paths';
import { programPagePathModel } from '../../machines/program-page/program-page.paths';
import { programCataloguePathModel } from '../../machines/program-catalogue/program-catalogue.paths';
import { readinessJourneyPathModel } from '../../machines/readiness-journey/readiness-journey.paths';
import { unitNavigationPathModel } from '../../machines/unit-navigation/unit-navigation.paths';
import { learningOverviewPathModel } from '../../machines/learning-overview/learning-overview.paths';
import { learnerRecordsPathModel } from '../../machines/learner-records/learner-records.paths';
import { chatComposerPathModel, chatPathModel, chatThreadPathModel, newConversationPathModel } from '../../machines/chat/chat.paths';
import { eventRegistrationPathModels } from '../../machines/event-registration/event-registration.paths';
import { checkInPathModel } from '../../machines/check-in/check-in.paths';
import { eventEditorPathModel } from '../../machines/event-editor/event-editor.paths';
import { collaborationCallPathModels } from '../../machines/collaboration-call/collaboration-call.paths';
import { followPathModel } from '../../machines/follow/follow.paths';
import { savedItemPathModel } from '../../machines/saved-item/saved-item.paths';
import { memberHomePathModel } from '../../machines/member-home/member-home.paths';
import { myLibraryPathModel } from '../../machines/my-library/my-library.paths';
import { communitySpacePathModel } from '../../machines/community-space/community-space.paths';
import { opportunityApplicationPathModel } from '../../machines/opportunity-application/opportunity-application.paths';
import { forumTopicPathModels } from '../../machines/forum-topic/forum-topic.paths';
import { forumListPathModel } from '../../machines/forum-list/forum-list.paths';
import { hubPagePathModel } from '../../machines/hub-page/hub-page.paths';
import { contentItemPathModel } from '../../machines/content-item/content-item.paths';
import { hubEditorPathModel, hubPreviewPathModel } from '../../machines/hub-editor/hub-editor.paths';
import { ecosystemMapPathModel } from '../../machines/ecosystem-map/ecosystem-map.paths';
import { publicationPathModels } from '../../machines/publication-application/publication.paths';
import { organizationPagePathModel } from '../../machines/organization-page/organization-page.paths';
import { membershipPathModels } from '../../machines/membership-application/membership.paths';
import { onboardingPathModel } from '../../machines/onboarding/onboarding.paths';
import { ideaBoardPathModel } from '../../machines/idea-board/idea-board.paths';
import { wellbeingOverviewPathModel } from '../../machines/wellbeing-overview/wellbeing-overview.paths';
import { ssoTestPathModel } from '../../machines/sso-test/sso-test.paths';
import { assistantTestPathModel } from '../../machines/assistant-test/assistant-test.paths';
import { profileFormPathModels } from '../../machines/profile-form/profile-form.paths';
import { profileViewPathModel } from '../../machines/profile-view/profile-view.paths';
import type { PathModel } from './transition-paths';

export const PATH_MODELS: PathModel[] = [authPathModel, authTabsPathModel, otpSignupPathModel, formSubmitPathModel, memberProfilePathModel, ...privilegesPathModels, roleSelectionPathModel,
  socketConnectionPathModel, notificationsPathModel, notificationFeedPathModel, sessionPathModel, adminListPathModel, bulkOperationPathModel, csvImportPathModel, privilegeEditorPathModel, cookieConsentPathModel,
  unitNavigationPathModel, programPagePathModel, programCataloguePathModel, learningOverviewPathModel, learnerRecordsPathModel, readinessJourneyPathModel, chatPathModel, chatThreadPathModel, chatComposerPathModel, newConversationPathModel,
  ...eventRegistrationPathModels, checkInPathModel, eventEditorPathModel, ...publicationPathModels, hubPagePathModel, hubEditorPathModel, hubPreviewPathModel, contentItemPathModel, ...collaborationCallPathModels, followPathModel,
  savedItemPathModel, memberHomePathModel, myLibraryPathModel, communitySpacePathModel, opportunityApplicationPathModel,
  organizationPagePathModel, ...membershipPathModels,
  onboardingPathModel, ideaBoardPathModel, wellbeingOverviewPathModel, ssoTestPathModel, assistantTestPathModel,
  ...profileFormPathModels, profileViewPathModel,
  ecosystemMapPathModel,
  ...forumTopicPathModels, forumListPathModel];
