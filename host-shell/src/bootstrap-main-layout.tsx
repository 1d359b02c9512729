// The shell's React side for a page that opens in the main layout (the chat, routines, …): the same
// as bootstrap.tsx with the layout in the same chunk, so the page needs no further request for it.
// index.ts loads this one or bootstrap.tsx, as the document says (SHELL_APP_CHUNKS).
import { MainLayout } from "./app/layout/main-layout.tsx";
import { mainLayout } from "./app/layout/main-layout-loader.ts";

mainLayout.loaded = MainLayout;

export { renderShell } from "./bootstrap.tsx";
