// Publish/subscribe between the parts of Parley that produce live events (a reply being generated)
// and those that follow them (stream readers, later the realtime socket). Messages must be plain
// JSON: a cross-instance implementation (Postgres LISTEN/NOTIFY or Redis) serialises them,
// may drop or reorder nothing within one topic, but delivers only to subscribers that existed when
// the message was published — so followers subscribe first, then read the persisted state.

export type Unsubscribe = () => Promise<void>;

export interface PubSub {
  /** Delivers `message` to every current subscriber of `topic` (in publish order per topic). */
  publish(topic: string, message: unknown): Promise<void>;
  /**
   * The same message to several topics at once (a realtime event to every participant). Optional:
   * the cross-instance implementation sends one notification instead of one per topic.
   */
  publishToMany?(topics: readonly string[], message: unknown): Promise<void>;
  /** Resolves once the subscription is active: every later publish reaches `handler`. */
  subscribe(topic: string, handler: (message: unknown) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}
