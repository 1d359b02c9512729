// The message list's chunk, named so that a page can declare it among the chunks the document
// preloads (mf-conversations/rspack.config.ts `chunks`).
export const loadMessageList = () =>
  import(/* webpackChunkName: "message-list" */ "../components/message-list.tsx");
