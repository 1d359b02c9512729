// The shell's first chunk. It starts the work that needs no shared library (session check, remote
// manifest, the current page's parcels) and then crosses the async boundary: module federation must
// negotiate the shared singletons (react, react-dom, ...) before any of them is imported, so the
// React part starts in bootstrap.tsx.
//
// On a full page served by a remote (/sign-in, ...) the remote's chain of requests (tenant manifest,
// mf-manifest.json, remoteEntry.js, the parcel's chunks) is the longest path to the first paint, so
// its first request goes out before the shell's framework code (React, router, i18next) is
// requested; that code still arrives well before the remote's last chunk. It also keeps the
// budget measurement (shell JavaScript fetched before the first remote request) deterministic.
import "./styles/global.css";
import { startShell } from "./app/boot/start-shell.ts";

const shell = startShell();

// The React side in one chunk, with the main layout where the page opens in it (the chunk names are
// shared-contracts' SHELL_APP_CHUNKS: the server preloads the one the page needs).
void shell.pageRemoteRequested
  .then(() =>
    shell.opensInMainLayout
      ? import(/* webpackChunkName: "shell-app-main" */ "./bootstrap-main-layout.tsx")
      : import(/* webpackChunkName: "shell-app" */ "./bootstrap.tsx"),
  )
  .then(({ renderShell }) => renderShell(shell));
