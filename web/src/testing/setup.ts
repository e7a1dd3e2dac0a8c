import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, loadScreenTexts, screenNamespaces, setLanguage } from '@/lib/i18n';

// jsdom lacks the layout APIs antd reads; these stand-ins answer like a wide, static screen.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;

  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  // antd measures the scrollbar through pseudo-element styles, which jsdom does not implement.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyle(element);

  await initI18n();
  // Screens are rendered directly in unit tests, without the router that loads their texts.
  await loadScreenTexts(screenNamespaces);

  // The first render of a file loads antd's heavier components; on a busy machine that takes
  // longer than testing-library's default second.
  configure({ asyncUtilTimeout: 5000 });

  afterEach(async () => {
    cleanup();
    window.localStorage.clear();
    window.sessionStorage.clear();
    await setLanguage('en', { store: false });
  });
}
