// The part of react-refresh's runtime (no types of its own) that refresh-runtime.ts passes on.
declare module "react-refresh/runtime" {
  export function injectIntoGlobalHook(globalObject: unknown): void;
  export function register(type: unknown, id: string): void;
  export function performReactRefresh(): unknown;
  export function createSignatureFunctionForTransform(): unknown;
  export function setSignature(...args: unknown[]): void;
  export function collectCustomHooksForSignature(type: unknown): void;
  export function getFamilyByID(id: string): unknown;
  export function getFamilyByType(type: unknown): unknown;
  export function findAffectedHostInstances(families: unknown): unknown;
  export function hasUnrecoverableErrors(): boolean;
  export function isLikelyComponentType(type: unknown): boolean;
  export function _getMountedRootCount(): number;
}
