/**
 * Business constants (docs/product/shell.md § Constants and the Constants section of each page). Names say
 * what they are for.
 */

/** Release version shown in the user menu. */
export const RELEASE_VERSION = "1.15.3";
/** Product name as rendered wherever the spec's text names the product. */
export const PRODUCT_NAME = "Parley";

export const PASSWORD_MIN_LENGTH = 8;
export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;
export const FILES_PER_MESSAGE = 10;
export const TOKEN_REFRESH_THROTTLE_MS = 1000;
export const WEBSOCKET_BACKOFF_INITIAL_MS = 1000;
export const WEBSOCKET_BACKOFF_MAX_MS = 10_000;
export const WEBSOCKET_HEARTBEAT_MS = 25_000;
export const STREAM_RETRIES = 5;
export const STREAM_RETRY_DELAY_MS = 1000;
export const CONVERSATION_LIST_DEBOUNCE_MS = 400;
export const COMMENTARY_STALENESS_MS = 5000;
export const COMMENTARY_BALANCE_THRESHOLD = 0.1;
export const FEATURE_LIST_CACHE_MS = 24 * 60 * 60 * 1000;
export const MESSAGE_PAGE_SIZE = 10;
export const HELPER_APP_PORT = 9001;
export const WALKTHROUGH_STEP_DELAY_MS = 100;
export const HELPER_POLL_INTERVAL_MS = 500;
export const HELPER_POLL_MAX_ATTEMPTS = 120;
export const HELPER_STATUS_REFRESH_MS = 500;
export const TRIAL_TICK_MS = 1000;
export const SEARCH_DEBOUNCE_MS = 300;
export const CONVERSATION_SEARCH_DEBOUNCE_MS = 500;
export const PASSKEY_PAGE_SIZES = [1, 5, 10, 20, 50] as const;
export const PASSKEY_DEFAULT_PAGE_SIZE = 10;
export const QUERY_MAX_TRIES = 2;
export const QUERY_STALE_MS = 3000;
export const REACHABILITY_TIMEOUT_MS = 10_000;
export const TOOL_NAME_MAX_LENGTH = 63;
/** Tools panel (docs/product/tools.md § Constants): search debounce, list freshness, shortened text. */
export const TOOL_SEARCH_DEBOUNCE_MS = 300;
export const TOOL_LIST_STALE_MS = 10 * 60 * 1000;
export const TOOL_LIST_KEEP_MS = 24 * 60 * 60 * 1000;
export const TOOL_LIST_REFETCH_MS = 30 * 60 * 1000;
export const TOOL_DESCRIPTION_LINES = 4;
export const TOOL_BADGE_MAX_CHARS = 30;
export const MESSAGE_COLLAPSE_CHARS = 500;
export const COST_WARNING_USD = 5;
export const COPY_CONFIRMATION_MS = 2000;
export const CONTENT_TRUNCATED_SUFFIX = "[Content truncated due to size]";

/** Breakpoints of the design (px). */
export const BREAKPOINTS = { sm: 320, md: 672, lg: 1056, xlg: 1312, max: 1584 } as const;

/** Panel sizes in percent of the layout width. */
export const PANEL_SIZES = {
  left: { default: 20, min: 15, max: 50 },
  centre: { min: 30 },
  right: { default: 21, min: 21, max: 50 },
  keyboardStep: 10,
  keyboardShiftStep: 100,
} as const;

/** Sort fields and orders for lists; default modified desc. */
export const SORT_FIELDS = ["name", "created", "modified", "size", "duration", "similarity"] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** Findings the DLP warning lists per group (docs/product/dlp.md § Constants). */
export const DLP_ENTITIES_PER_GROUP = 3;
