// An in-app link: a real <a href> (open in a new tab, copy the address, keyboard and screen readers
// as for any link) whose plain left click navigates through the router. react-router's own <Link>
// also brings its framework mode's prefetching and discovery code into the shell's first chunk
// (about 3 KB brotli on every page, the sign-in page included), none of which the shell uses.
import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useHref, useNavigate } from "react-router";

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** An in-app path ("/routines"). */
  to: string;
}

/** Whether the browser should handle the click itself: a new tab or window, a download, … */
export function opensElsewhere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== "_self")
  );
}

export function RouterLink({ to, onClick, target, ...anchor }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event, target)) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}
