// User-facing texts the SPEC fixes word for word (SPEC §2, §5, §8).

export const NOT_FOUND_TEXT = "404. That's an error. The requested URL was not found on this server.";
export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!';

export const MESSAGES = {
  popupBlocked: 'Popup blocked',
  tokenRefreshFailed: 'Token refresh failed',
  resourceNotFound: 'Resource not found.',
  userNotFound: 'User not found',
  tempRoleFailed: 'Failed to fetch temp role data',
  refreshAfterUserUpdateFailed: 'Access token refresh failed after user update',
  systemPrivilegesFailed: 'Failed to fetch system role privileges.',
  customPrivilegesFailed: 'Failed to fetch custom role privileges.',
  menusFailed: 'Failed to fetch menus.',
  menuParentsFailed: 'Failed to fetch menu parents.',
  logoutFailed: 'Logout failed',
  otpSendFailed: 'Error Sending OTP. Please re-evaluate your details.',
  socketDisconnected: 'socket has been disconnected',
  socketTimeout: 'timeout',
  linkNeedsString: 'Send a string input for the link',
  schoolOfStudyNeedsOwner: 'Both user_id and communityCommonId are missing. Please provide at least one.',
  ownerNotFound: 'Owner user id not found in community common data.',
  notSignedIn: 'Not signed in',
} as const;
