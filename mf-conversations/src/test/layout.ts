import { afterEach, beforeEach } from "vitest";

/**
 * jsdom has no layout: give the message list's viewport a size and make scrollTo move it, so the
 * virtual list renders rows and scrolling can be simulated. A viewport's scrollHeight is its
 * content's block size when the content sets one (the virtual list's canvas), else what the test sets.
 */
export function installFakeLayout(initial: { clientHeight?: number; scrollHeight?: number } = {}) {
  const size = { clientHeight: initial.clientHeight ?? 600, scrollHeight: initial.scrollHeight ?? 3000 };
  const saved = {
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight"),
    scrollHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "scrollHeight"),
    scrollTo: Object.getOwnPropertyDescriptor(Element.prototype, "scrollTo"),
    offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetHeight"),
  };
  const isViewport = (element: Element) =>
    element instanceof HTMLElement &&
    ["message-list.viewport", "sidebar.scroller"].includes(element.dataset.testid ?? "");

  const scrollHeightOf = (element: Element) => {
    const content = element.firstElementChild;
    const declared = content instanceof HTMLElement ? Number.parseFloat(content.style.blockSize) : Number.NaN;
    return Number.isFinite(declared) ? Math.max(declared, size.clientHeight) : size.scrollHeight;
  };

  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, "clientHeight", {
      configurable: true,
      get(this: HTMLElement) {
        return isViewport(this) ? size.clientHeight : 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, "scrollHeight", {
      configurable: true,
      get(this: HTMLElement) {
        return isViewport(this) ? scrollHeightOf(this) : 0;
      },
    });
    // Each row of the virtual list is 100 px tall.
    Object.defineProperty(HTMLElement.prototype, "offsetHeight", {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute("data-index") ? 100 : 0;
      },
    });
    Object.defineProperty(Element.prototype, "scrollTo", {
      configurable: true,
      value(this: Element, options?: ScrollToOptions) {
        if (options?.top === undefined) return;
        // As a browser does: clamped to the scrollable range, then a scroll event.
        this.scrollTop = Math.max(0, Math.min(options.top, scrollHeightOf(this) - size.clientHeight));
        queueMicrotask(() => this.dispatchEvent(new Event("scroll")));
      },
    });
  });
  afterEach(() => {
    for (const [key, descriptor] of Object.entries(saved)) {
      const target = key === "scrollTo" ? Element.prototype : HTMLElement.prototype;
      if (descriptor) Object.defineProperty(target, key, descriptor);
      else delete (target as unknown as Record<string, unknown>)[key];
    }
  });
  return size;
}
