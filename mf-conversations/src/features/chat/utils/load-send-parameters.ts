// The model-parameter rules a send applies (with the spec's parameter table): loaded by the first send,
// or earlier when the member starts typing (`useThreadPreload`), not with the chat screen.
export const loadSendParameters = () => import("../../model-settings/hooks/use-send-parameters.ts");
