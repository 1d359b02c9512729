import { BrowserRouter } from "react-router";
import { Toaster } from "../features/toasts/toaster.tsx";
import { ShellServicesContext, type ShellServices } from "../lib/shell/shell-services.ts";
import { AppRoutes } from "./app-routes.tsx";
import { RouterBridge } from "./router-bridge.tsx";

/** The shell: services for every component, the router (the host owns the URL), toasts. */
export function App({ services }: { services: ShellServices }) {
  return (
    <ShellServicesContext value={services}>
      <BrowserRouter>
        <RouterBridge />
        <AppRoutes />
        <Toaster bus={services.bus} />
      </BrowserRouter>
    </ShellServicesContext>
  );
}
