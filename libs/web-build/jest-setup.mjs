// What jsdom lacks and our stack expects: react-router needs TextEncoder,
// antd's responsive helpers need matchMedia, antd's Table measures scrollbars
// with getComputedStyle's pseudo-element argument, which jsdom does not implement,
// and antd's Form schedules its watchers through MessageChannel.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// A macrotask per message, on timers (so fake timers drive it too); Node's own
// MessageChannel would keep Jest's event loop alive through its open ports.
class TimerMessageChannel {
  constructor() {
    const port = () => ({ onmessage: null, close: () => undefined, start: () => undefined });
    this.port1 = port();
    this.port2 = port();
    this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
    this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
  }
}
if (typeof globalThis.MessageChannel === 'undefined') globalThis.MessageChannel = TimerMessageChannel;

const view = globalThis.window;
if (view) {
  if (!view.matchMedia) {
    view.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
  const getComputedStyle = view.getComputedStyle.bind(view);
  view.getComputedStyle = (element) => getComputedStyle(element);
}

// antd's Menu (the shell's sidebar) measures its items with ResizeObserver; jsdom has no layout to observe.
if (view && !view.ResizeObserver) {
  view.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
