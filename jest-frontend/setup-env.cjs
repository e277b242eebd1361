// Browser APIs jsdom lacks and antd needs (responsive grid, Menu overflow, scroll helpers).
if (typeof window !== 'undefined') {
  // Evaluates (min-width: Npx) / (max-width: Npx) against window.innerWidth (1024 by default in
  // jsdom: a desktop); tests set window.innerWidth to render the phone layout.
  window.matchMedia = (query) => {
    const evaluate = () =>
      [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) =>
        kind === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px),
      );
    return {
      get matches() {
        return evaluate();
      },
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent() {
        return false;
      },
    };
  };
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (typeof globalThis.MessageChannel === 'undefined') {
    // used by antd's rc-component helpers; a timer-based channel is enough in tests
    class Port {
      onmessage = null;
      other = null;
      postMessage(data) {
        const target = this.other;
        setTimeout(() => target.onmessage?.({ data }), 0);
      }
      addEventListener(type, listener) {
        if (type === 'message') this.onmessage = listener;
      }
      removeEventListener() {}
      start() {}
      close() {}
    }
    globalThis.MessageChannel = class {
      constructor() {
        this.port1 = new Port();
        this.port2 = new Port();
        this.port1.other = this.port2;
        this.port2.other = this.port1;
      }
    };
  }
  window.scrollTo = () => {};
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  const getComputedStyle = window.getComputedStyle;
  // jsdom does not implement pseudo-elements; antd asks for them when measuring scrollbars.
  window.getComputedStyle = (elt) => getComputedStyle(elt);
}
