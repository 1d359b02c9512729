import { useCallback, useEffect, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { BREAKPOINTS } from "@parley/shared-contracts/constants";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { DevOverrideBanner } from "../../features/dev-override/dev-override-banner.tsx";
import { DesktopAgentSlot } from "../../features/desktop-agent/desktop-agent-slot.tsx";
import { NavigationInfoModal } from "../../features/navigation-info/navigation-info-modal.tsx";
import { TopNav, type NavTab } from "../../features/navigation/top-nav.tsx";
import { PanelLayout } from "../../features/panels/panel-layout.tsx";
import { TrialBanner } from "../../features/trial-banner/trial-banner.tsx";
import { WalkthroughHost } from "../../features/walkthroughs/walkthrough-host.tsx";
import { useRightPanel } from "../../features/panels/use-right-panel.ts";
import { changeLanguage } from "../../i18n/i18n.ts";
import { APP_VERSION, BUILD_TIMESTAMP } from "../../lib/build-info.ts";
import { ParcelSlot } from "../../lib/remotes/parcel-slot.tsx";
import { useSession } from "../../lib/session/use-session.ts";
import { useShellServices } from "../../lib/shell/shell-services.ts";
import { useMediaQuery } from "../../lib/ui/use-media-query.ts";
import { areaLocation } from "../routes/area-memory.ts";
import { findRoute } from "../routes/find-route.ts";
import { readLastArea, writeLastArea } from "../routes/last-area.ts";
import type { Area } from "../routes/route-table.ts";
import { useRouteTable, useSlotTable } from "../routes/use-route-table.ts";
import styles from "./layout.module.css";

const NAV_LABELS = {
  conversations: "nav.conversations",
  routines: "nav.routines",
  tools: "nav.tools",
} as const satisfies Record<Area, NavTab["label"]>;

/** The guarded main layout: the dark navigation bar over the resizable panels and their parcels. */
export function MainLayout() {
  const services = useShellServices();
  const { profile, session } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.md}px)`);
  const [leftOpen, setLeftOpen] = useState(false);
  const right = useRightPanel(services.bus);

  const found = findRoute(useRouteTable(services.routes) ?? [], location.pathname);
  const slots = useSlotTable(services.routes);
  const routeArea = found?.route.area ?? null;
  const area: Area = routeArea ?? readLastArea();
  useEffect(() => {
    if (routeArea) writeLastArea(routeArea);
  }, [routeArea]);

  useEffect(
    () => services.bus.on("sidebar.toggled", ({ open }) => setLeftOpen((current) => open ?? !current)),
    [services],
  );

  const onLeftOpenChange = useCallback((open: boolean) => setLeftOpen(open), []);
  // The Tools tab only when a remote of the tenant fills the Tools area (an older mf_tools does not).
  const areas = (["conversations", "routines", "tools"] as const).filter(
    (id) => id !== "tools" || slots?.leftPanels.tools !== undefined,
  );
  const tabs: NavTab[] = areas.map((id) => ({
    id,
    label: NAV_LABELS[id],
    href: areaLocation(id),
    active: routeArea === id,
  }));

  if (!profile) return null;
  // A place no remote of the tenant's manifest fills stays empty.
  const leftParcel = slots?.leftPanels[area];
  const rightParcel = right.view ? slots?.rightPanels[right.view] : undefined;
  return (
    <div className={styles.shell}>
      <TopNav
        profile={profile}
        tabs={tabs}
        onSelectTab={(id) => {
          writeLastArea(id as Area);
          setLeftOpen(true);
        }}
        sidebarToggle={narrow ? { open: leftOpen, onToggle: () => setLeftOpen((open) => !open) } : null}
        onLanguageChange={(language: LanguageCode) => void changeLanguage(language, services.bus)}
        onNavigate={(to) => void navigate(to)}
        onSignOut={() => void session.signOut()}
        api={services.api}
        bus={services.bus}
        appVersion={APP_VERSION}
        buildTimestamp={BUILD_TIMESTAMP}
        docsUrl={services.docsUrl}
      />
      <DevOverrideBanner manifest={services.loader.manifest} api={services.api} />
      <TrialBanner key={profile.account.id} account={profile.account} />
      <PanelLayout
        left={leftParcel ? <ParcelSlot id={leftParcel} testId="layout.left-slot" /> : null}
        centre={<Outlet />}
        right={rightParcel ? <ParcelSlot id={rightParcel} testId="layout.right-slot" /> : null}
        onCloseRight={right.close}
        leftOpen={leftOpen}
        onLeftOpenChange={onLeftOpenChange}
      />
      <WalkthroughHost bus={services.bus} />
      <NavigationInfoModal />
      {slots?.desktopAgent ? <DesktopAgentSlot parcel={slots.desktopAgent} /> : null}
    </div>
  );
}
