import { Component, useEffect, useRef, useState, type ReactNode } from "react";
import type { RouteProps } from "@parley/shared-contracts/parcel-catalogue";
import type { ParcelId } from "@parley/shared-contracts/shell";
import { useShellServices } from "../shell/shell-services.ts";
import type { MountedParcel } from "./mount-remote-parcel.ts";
import { RemoteUnavailableError, errorMessage } from "./remote-errors.ts";
import { RemoteErrorPanel, SlotLoading, SlotUnavailable } from "./slot-states.tsx";
import styles from "./parcel-slot.module.css";

export interface ParcelSlotProps {
  /** Federated id of the parcel (`mf_auth/SignInPage`); the route table's ids may come from data. */
  id: ParcelId;
  /**
   * Props beyond ShellProps: route parameters only, which every parcel of the catalogue accepts
   * whatever the id is. Keep the object stable between renders.
   */
  extraProps?: RouteProps;
  className?: string;
  testId?: string;
  /** What shows until the parcel is mounted, over the whole slot (default: a small spinner). */
  loading?: ReactNode;
}

type SlotState =
  { kind: "loading" } | { kind: "mounted" } | { kind: "unavailable" } | { kind: "failed"; error: unknown };

/**
 * Mounts a remote parcel (a single-spa parcel in its own React root) with the current ShellProps,
 * keeps its props up to date, and shows a loading state, a quiet empty state when the workspace has
 * no such remote yet, or an error panel with Retry when it fails — only in this slot.
 */
export function ParcelSlot(props: ParcelSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const { loader } = useShellServices();
  const retry = () => {
    loader.reset(props.id);
    setAttempt((n) => n + 1);
  };
  return (
    <div className={`${styles.slot} ${props.className ?? ""}`} data-testid={props.testId}>
      <SlotErrorBoundary key={`${props.id}#${attempt}`} onRetry={retry}>
        <MountedSlot id={props.id} extraProps={props.extraProps} loading={props.loading} onRetry={retry} />
      </SlotErrorBoundary>
    </div>
  );
}

function MountedSlot({
  id,
  extraProps,
  loading,
  onRetry,
}: {
  id: ParcelId;
  extraProps?: RouteProps;
  loading?: ReactNode;
  onRetry: () => void;
}) {
  const services = useShellServices();
  const hostRef = useRef<HTMLDivElement>(null);
  const mountedRef = useRef<MountedParcel | null>(null);
  const extraRef = useRef(extraProps);
  const [state, setState] = useState<SlotState>({ kind: "loading" });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let disposed = false;
    let mounted: MountedParcel | null = null;
    const shellProps = services.props.get();
    const extra = extraRef.current;
    services.mountParcel(id, host, { ...shellProps, ...extra }).then(
      (parcel) => {
        if (disposed) return void parcel.unmount();
        mounted = parcel;
        mountedRef.current = parcel;
        setState({ kind: "mounted" });
        // A navigation while it mounted (a page that moves on at once) reached no parcel: hand it over.
        if (services.props.get() !== shellProps || extraRef.current !== extra)
          void parcel.update({ ...services.props.get(), ...extraRef.current }).catch(() => undefined);
      },
      (error: unknown) => {
        if (disposed) return;
        if (error instanceof RemoteUnavailableError) setState({ kind: "unavailable" });
        else {
          console.error(`[parley] ${id}: ${errorMessage(error)}`);
          setState({ kind: "failed", error });
        }
      },
    );
    return () => {
      disposed = true;
      mountedRef.current = null;
      void mounted?.unmount().catch((error: unknown) => console.error(error));
    };
  }, [id, services]);

  // Location, session and language changes reach the parcel through single-spa `update`.
  useEffect(() => {
    extraRef.current = extraProps;
    const push = () =>
      void mountedRef.current
        ?.update({ ...services.props.get(), ...extraRef.current })
        .catch(() => undefined);
    push();
    return services.props.subscribe(push);
  }, [extraProps, services]);

  return (
    <>
      <div
        ref={hostRef}
        className={styles.host}
        hidden={state.kind === "failed" || state.kind === "unavailable"}
      />
      {state.kind === "loading" &&
        (loading === undefined ? <SlotLoading /> : <div className={styles.cover}>{loading}</div>)}
      {state.kind === "unavailable" && <SlotUnavailable />}
      {state.kind === "failed" && <RemoteErrorPanel error={state.error} onRetry={onRetry} />}
    </>
  );
}

/** Keeps a failure of the slot's own rendering inside the slot. */
class SlotErrorBoundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { failed: boolean; error: unknown }
> {
  override state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? (
      <RemoteErrorPanel error={this.state.error} onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}
