// Every machine's path model, for `npm run paths`. Add a machine here when you add one.
import { authPathModel } from '../../machines/auth/auth.paths';
import { otpSignupPathModel } from '../../machines/otp-signup/otp-signup.paths';
import { formSubmitPathModel } from '../../machines/form-submit/form-submit.paths';
import { memberProfilePathModel } from '../../machines/member-profile/member-profile.paths';
import { privilegesPathModels } from '../../machines/privileges/privileges.paths';
import { roleSelectionPathModel } from '../../machines/role-selection/role-selection.paths';
import { socketConnectionPathModel } from '../../machines/socket-connection/socket-connection.paths';
import { notificationsPathModel } from '../../machines/notifications/notifications.paths';
import type { PathModel } from './transition-paths';

export const PATH_MODELS: PathModel[] = [authPathModel, otpSignupPathModel, formSubmitPathModel, memberProfilePathModel, ...privilegesPathModels, roleSelectionPathModel,
  socketConnectionPathModel, notificationsPathModel];
