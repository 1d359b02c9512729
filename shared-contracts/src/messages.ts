/**
 * The message catalogue (the Error catalogue sections of docs/product/, and the shell's fixed texts), keyed
 * for i18next. English is the source text; every language in `locales/` translates every key (a test checks
 * it). `{{product}}` is replaced by the product name.
 */
export const catalogue = {
  "error.server": "A server error occurred. Please try again later.",
  "error.generic": "An error occurred. Please try again later.",
  "error.other": "Something went wrong.",
  "error.tryLater": "Something went wrong. Please try again later.",
  "signIn.error.subscription_issue":
    "There is a problem with your company's subscription plan. Please reach out to your company's account administrator for assistance.",
  "signIn.error.uninvited":
    "You do not have access to this workspace. Please check if you have selected the correct workspace or contact your administrator for assistance.",
  "signIn.error.default": "Something went wrong. Unable to sign in. Please try again later.",
  "signIn.error.invalid_token":
    "This link has expired or is invalid. Please request a new invitation or password reset.",
  "signIn.error.password_disabled":
    "Password login is currently disabled for this account. Please use an alternative login method or contact your administrator to enable password authentication.",
  "signIn.error.google_disabled":
    "Google login is currently disabled for this account. Please use an alternative login method or contact your administrator to enable Google authentication.",
  "signIn.error.invalid_credentials": "The email address or password is incorrect.",
  "signIn.error.rate_limited": "Too many sign-in attempts. Please wait a moment and try again.",
  "signIn.error.captcha_failed": "The security check failed. Please try again.",
  "rapidOnboarding.invalid": "Invalid or expired token.",
  "workspace.infoFailed": "Unable to obtain information regarding your {{product}} application.",
  "workspace.notFound": "We cannot find your workspace. Please try again.",
  "workspace.notReady": "Your subdomain is not ready yet. Please try again later.",
  "notFound.title": "Oops! Page not found",
  "notFound.backHome": "Back to home",
  "share.continue": "Continue this conversation",
  "share.viewSettings": "View settings",
  "share.created": "Created {{date}}",
  "share.assistant": "Assistant",
  "share.participant": "Participant",
  "share.attachments": "Attached files",
  "share.pageLabel": "Shared conversation",
  "share.thoughts": "Thoughts",
  "share.toolCall": "Tool call",
  "share.smartThinking": "Smart thinking",
  "share.error": "Error",
  "share.emptyReply": "Something went wrong. Try again.",
  "rename.empty": "Name must not be empty",
  "manage.refused": "You do not have managing permission!",
  "workspace.signInUnconfigured":
    "Sign in with Google is not set up on this server (no OpenID Connect client), so it cannot be offered. Keep password sign-in, or ask the people who run {{product}} to configure it.",
  "snapshot.emailExists": "A user with this email already exists.",
  "snapshot.removed": "This snapshot has been removed by its owner.",
  "snapshot.invalidEmail": "Invalid email",
  "signup.disabled":
    "Self-service sign-up is turned off on this server. Ask your administrator for an invitation.",
  "signup.rateLimited": "Too many sign-up attempts. Please wait a moment and try again.",
  "signup.invalidLink": "This sign-up link has expired or has already been used.",
  "signup.mailFailed": "We could not send the e-mail. Please try again later.",
  "profile.updated": "Profile updated successfully.",
  "profile.updateFailed": "Failed to update profile",
  "profile.unexpected": "An unexpected error occurred",
  "passkeys.fetchFailed": "Failed to fetch passkeys.",
  "integrations.fetchFailed": "Error fetching integrations.",
  "helper.didNotStart": "Helper did not start properly",
  "helper.timeout": "Helper status check timed out",
  "helper.launchFailed": "Failed to launch helper app",
  "helper.shutdownFailed": "Failed to shutdown helper app",
  "audio.playback": "Error during audio playback.",
  "audio.processing": "Error processing audio data.",
  "thrown.loadFailed": "Load failed",
  "thrown.invalidToken": "Invalid token",
  "thrown.refreshFailed": "Failed to refresh token",
  "thrown.subdomainFailed": "Failed to fetch subdomain info",
  "thrown.workspaceSuspended":
    "This workspace is suspended. Please reach out to your company's account administrator.",
  "remote.failed": "This part of {{product}} could not be loaded.",
  "remote.incompatible":
    "This part of {{product}} needs a newer shell (contract {{needed}}, shell {{current}}).",
  "remote.retry": "Retry",
  "password.required": "Enter a password.",
  "password.tooShort": "This password is too short. It must contain at least {{min}} characters.",
  "password.tooLong": "This password is too long. It must contain at most {{max}} characters.",
  "password.tooCommon": "This password is too common. Choose a less predictable one.",
  "password.mismatch": "The two passwords do not match.",
  "password.constraints": "Password must meet the following constraints:",
  "password.rateLimited": "Too many password reset attempts. Please wait a moment and try again.",
} as const;

export type MessageKey = keyof typeof catalogue;
export type Catalogue = Record<MessageKey, string>;

/**
 * The conversations catalogue (docs/product/conversations.md § Error catalogue), keyed for i18next namespace
 * `common`.
 */
export const conversationCatalogue = {
  "send.failed": "Something went wrong. Unable to send message.",
  "send.noConversationId": "Something went wrong. Unable to get conversation id.",
  "edit.failed": "Something went wrong. Unable to edit message.",
  "send.tokenLimit":
    "Your message will exceed the token limit for this conversation. Please shorten your message or try using the knowledge-source service for big files.",
  "stream.failed": "Something went wrong with streaming messages.",
  "stream.loadFailed": "Load failed",
  "regenerate.failed": "Something went wrong. Unable to regenerate.",
  "stop.failed": "Something went wrong with stop streaming response. Try again.",
  "stop.fetchFailed": "Something went wrong. Unable to fetch response.",
  "delete.failed": "Something went wrong with deleting message. Try again.",
  "messages.loadFailed": "Something went wrong with loading messages. Try again.",
  "conversation.loadFailed": "Something went wrong with loading conversation. Try again.",
  "conversation.notFound": "Conversation does not exist or you do not have access to it!",
  "reply.empty": "Something went wrong. Try again.",
  "copy.limit": "Copy limit reached. Please try again later.",
  "download.limit": "Download limit reached. Please try again later.",
  "copy.failed": "Failed to copy conversation",
  "download.failed": "Failed to download conversation",
  "copy.clipboardFailed": "Failed to copy conversation to clipboard",
  "model.none": "No model available",
  "cost.warning": "This conversation has exceeded $5 in usage.",
  "upload.tooMany": "You can only upload up to 10 files at a time",
  "upload.tooLarge": "You can only upload up to 20MB of files at a time",
  "upload.notSupportedByModel": "Some files are not supported by the current model",
  "dlp.detected":
    "We've detected sensitive data in your message. Please remove it before sending or adjust your conversation preferences.",
} as const;
export type ConversationMessageKey = keyof typeof conversationCatalogue;
