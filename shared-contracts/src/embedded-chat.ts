/** The conversations remote's chat screen, as another remote mounts it through `ShellProps.mountParcel`. */
export const CHAT_SCREEN_PARCEL = "mf_conversations/ChatScreen";

/**
 * Extra props of `mf_conversations/ChatScreen` when another remote embeds it (the routine screen shows
 * its routine's conversation below the editor). Without them the chat follows the route as usual.
 */
export interface EmbeddedChatProps {
  /** The conversation to show instead of the one the route names (a routine's id is its conversation's). */
  conversationId: number;
  /**
   * The embedding screen has its own header: the chat leaves out its sub-header (breadcrumb, new
   * conversation, collaboration, export) and does not set the page title.
   */
  embedded: true;
}
